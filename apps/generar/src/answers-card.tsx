import {
  ANSWERABLE_TAGS,
  type AnswerableTag,
  type IndustryAnswers,
  type IndustryAnswersResponse,
  MAX_INDUSTRY_ANSWER_LENGTH,
  errorText,
} from '@replica/api-client';
import { useApiMutation, useApiQuery } from '@replica/api-client/react';
import {
  ActionRow,
  Banner,
  Button,
  Disclosure,
  ErrorPanel,
  Hint,
  LiveMessages,
  LoadingState,
  StackedForm,
  TextAreaField,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { type FormEvent, useState } from 'react';
import { answersTexts } from './answers-texts';

type Notice = { tone: 'success' | 'error' | 'info'; text: string };

/** The answers that differ from the saved ones, an emptied one as '' (which clears it). */
export function changedAnswers(
  saved: IndustryAnswers,
  typed: Readonly<Record<AnswerableTag, string>>,
): Partial<Record<AnswerableTag, string>> {
  const changed: Partial<Record<AnswerableTag, string>> = {};
  for (const tag of ANSWERABLE_TAGS) {
    const answer = typed[tag].trim();
    if (answer !== (saved[tag] ?? '')) changed[tag] = answer;
  }
  return changed;
}

/** The objections most voiced first; the taxonomy's order among equals. */
export function byVoice(voiced: IndustryAnswersResponse['voiced']): AnswerableTag[] {
  return [...ANSWERABLE_TAGS].sort((a, b) => (voiced[b] ?? 0) - (voiced[a] ?? 0));
}

/**
 * What the business answers to each objection of `industry`, which the packs made for it say
 * where they answer that objection. Folded away until opened: the pack is the page's work.
 */
export function AnswersCard({ industry }: { industry: string }) {
  const t = useTexts(answersTexts);
  const [notice, setNotice] = useState<Notice | null>(null);
  const answers = useApiQuery('industryAnswers', { params: { name: industry } });
  return (
    <Disclosure title={t.title}>
      <Hint>{t.intro}</Hint>
      <LiveMessages>{notice && <Banner tone={notice.tone}>{notice.text}</Banner>}</LiveMessages>
      {answers.isPending && <LoadingState label={t.loading} />}
      {answers.isError && (
        <ErrorPanel
          title={t.loadFailed}
          onRetry={() => void answers.refetch()}
          retryLabel={t.retry}
        />
      )}
      {answers.data && (
        // Saved answers start the form afresh.
        <AnswersForm
          key={JSON.stringify(answers.data.answers)}
          industry={industry}
          saved={answers.data.answers}
          voiced={answers.data.voiced}
          onNotice={setNotice}
        />
      )}
    </Disclosure>
  );
}

function AnswersForm({
  industry,
  saved,
  voiced,
  onNotice: setNotice,
}: {
  industry: string;
  saved: IndustryAnswers;
  voiced: IndustryAnswersResponse['voiced'];
  onNotice: (notice: Notice | null) => void;
}) {
  const t = useTexts(answersTexts);
  const [language] = useLanguage();
  const [typed, setTyped] = useState(
    () =>
      Object.fromEntries(ANSWERABLE_TAGS.map((tag) => [tag, saved[tag] ?? ''])) as Record<
        AnswerableTag,
        string
      >,
  );
  const answersSave = useApiMutation('updateIndustryAnswers');

  function save(event: FormEvent) {
    event.preventDefault();
    const changed = changedAnswers(saved, typed);
    if (Object.keys(changed).length === 0) {
      setNotice({ tone: 'info', text: t.unchanged });
      return;
    }
    setNotice(null);
    answersSave.mutate(
      { params: { name: industry }, body: { answers: changed } },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t.saved }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: errorText(error, 'industryAnswersSave', language),
          }),
      },
    );
  }

  return (
    <StackedForm maxWidth="40rem" onSubmit={save} noValidate aria-label={t.title}>
      {byVoice(voiced).map((tag) => (
        <TextAreaField
          key={tag}
          name={tag}
          label={
            voiced[tag]
              ? t.voicedLabel(t.objections[tag].label, voiced[tag])
              : t.objections[tag].label
          }
          placeholder={t.objections[tag].example}
          rows={2}
          // Ten answers of a sentence or two: the box's usual height would make a long page.
          style={{ minHeight: '4rem' }}
          maxLength={MAX_INDUSTRY_ANSWER_LENGTH}
          value={typed[tag]}
          onChange={(event) => setTyped({ ...typed, [tag]: event.target.value })}
        />
      ))}
      <ActionRow>
        <Button type="submit" busy={answersSave.isPending}>
          {answersSave.isPending ? t.saving : t.save}
        </Button>
      </ActionRow>
    </StackedForm>
  );
}
