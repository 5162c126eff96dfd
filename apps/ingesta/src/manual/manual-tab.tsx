import { PLATFORMS, errorText } from '@replica/api-client';
import { useApiMutation, useCreateIndustry } from '@replica/api-client/react';
import {
  Banner,
  Button,
  IndustrySelector,
  LiveMessages,
  SelectField,
  TextAreaField,
  TextField,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { type FormEvent, useState } from 'react';
import type { IndustryProps } from '../industry-props';
import { Row, Stack } from '../layout';
import { ingestaTexts } from '../texts';

type Feedback = { tone: 'success'; commentId: number } | { tone: 'error'; message: string };

/** Manual tab: one comment typed in, sent to comments-manual. */
export function ManualTab({ industries, industry, onIndustryChange }: IndustryProps) {
  const createIndustry = useCreateIndustry();
  const t = useTexts(ingestaTexts);
  const [language] = useLanguage();
  const [author, setAuthor] = useState('');
  const [text, setText] = useState('');
  const [platform, setPlatform] = useState('');
  const [textError, setTextError] = useState(false);
  const addComment = useApiMutation('addComment');
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFeedback(null);
    if (!text.trim()) {
      setTextError(true);
      return;
    }
    addComment.mutate(
      {
        body: {
          text,
          industry,
          ...(author.trim() ? { author } : {}),
          ...(platform ? { platform } : {}),
        },
      },
      {
        onSuccess: (result) => {
          if (result.inserted) {
            setFeedback({ tone: 'success', commentId: result.commentId });
            setText('');
          } else setFeedback({ tone: 'error', message: t.manual.addFailed });
        },
        onError: (error) =>
          setFeedback({ tone: 'error', message: errorText(error, 'addComment', language) }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t.tabs.manual}>
      <Stack>
        <LiveMessages>
          {feedback && (
            <Banner tone={feedback.tone} onClose={() => setFeedback(null)} closeLabel={t.close}>
              {feedback.tone === 'success' ? t.manual.added(feedback.commentId) : feedback.message}
            </Banner>
          )}
        </LiveMessages>
        <Row>
          <TextField
            label={t.manual.author}
            value={author}
            maxLength={200}
            onChange={(event) => setAuthor(event.target.value)}
          />
          <SelectField
            label={t.platform}
            value={platform}
            options={[{ value: '', label: t.noPlatform }, ...PLATFORMS]}
            onChange={(event) => setPlatform(event.target.value)}
          />
          <IndustrySelector
            label={t.industry}
            industries={industries}
            value={industry}
            onChange={onIndustryChange}
            onCreate={createIndustry}
          />
        </Row>
        <TextAreaField
          label={t.manual.text}
          value={text}
          rows={5}
          required
          error={textError ? t.manual.textRequired : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) setTextError(false);
          }}
        />
        <Row>
          <Button type="submit" busy={addComment.isPending}>
            {addComment.isPending ? t.manual.busy : t.manual.submit}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
