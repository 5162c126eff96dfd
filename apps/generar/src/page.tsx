import { screenPath } from '@replica/api-client/screen-path';
import {
  ALL_INDUSTRIES,
  type ContentPack,
  type ReplacedPiece,
  sessionAtom,
} from '@replica/api-client';
import {
  Banner,
  EmptyState,
  Hint,
  LoadingState,
  PageHeading,
  PenLine,
  ReadOnlyNote,
  roleNames,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useApiMutation, useCurrentWorkspace, useIndustries } from '@replica/api-client/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from '@replica/ui/router';
import styled from 'styled-components';
import { AnswersCard } from './answers-card';
import { ContentPackView } from './content-pack-view';
import { generateErrorText } from './generate-error-text';
import { IndustryForm } from './industry-form';
import { texts } from './texts';

const Screen = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** 'afirma una cifra … (2); falta o no tiene el formato pedido (1)', the most frequent first. */
function replacedReasons(replaced: readonly ReplacedPiece[]): string {
  const counts = new Map<string, number>();
  for (const { reason } of replaced) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts]
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .map(([reason, count]) => `${reason} (${count})`)
    .join('; ');
}

type GeneratedPack = { industry: string; content: ContentPack; replaced: ReplacedPiece[] };

/**
 * The Generar Contenido screen, exposed to the shell as `generar/Page`. Packs are made here and
 * not stored, so a role that may not generate sees why instead of the form.
 */
export default function Page() {
  const session = useAtomValue(sessionAtom);
  const t = useTexts(texts);
  const [language] = useLanguage();
  const roles = useTexts(roleNames);
  const { workspace, can } = useCurrentWorkspace();
  const [industry, setIndustry] = useState('');
  // Suggestions only: the field takes any industry.
  const industries = useIndustries();
  const packGeneration = useApiMutation('generateIdeas');
  const generating = packGeneration.isPending;
  const [pack, setPack] = useState<GeneratedPack | null>(null);
  // A failure found here rather than by the call: an empty industry, or an answer with no pack.
  const [ownError, setOwnError] = useState<Error | null>(null);
  const error = ownError ?? packGeneration.error;
  // A known industry's answers can be told; 'todas' is every industry, with none of its own.
  const typed = industry.trim();
  const answerable = typed !== ALL_INDUSTRIES && industries.includes(typed) ? typed : undefined;

  function generate(name: string) {
    setOwnError(null);
    if (name === '') {
      // The latest request, though nothing is sent: a generation still running is dropped.
      packGeneration.reset();
      setOwnError(new Error('empty industry'));
      return;
    }
    packGeneration.mutate(
      { body: { industry: name, kind: 'pack' } },
      {
        onSuccess: (answer) => {
          if ('content' in answer) {
            const { content, replaced = [] } = answer;
            setPack({ industry: name, content, replaced });
          } else {
            setPack(null);
            setOwnError(new Error('no pack in the answer'));
          }
        },
        // The pack on screen was another request's: left under the error it would read as this
        // one's result.
        onError: () => setPack(null),
      },
    );
  }

  function closeError() {
    setOwnError(null);
    packGeneration.reset();
  }

  return (
    <Screen
      data-screen="generar"
      data-session-user={session.status === 'signed-in' ? session.user.email : undefined}
      aria-busy={generating || undefined}
    >
      <PageHeading title={t.title} subtitle={t.subtitle} />
      {workspace && !can('generate') && (
        <ReadOnlyNote>
          {t.readOnly(roles[workspace.role])}{' '}
          <Link to={screenPath('templates')}>{t.readOnlyTemplates}</Link>
        </ReadOnlyNote>
      )}
      {can('generate') && (
        <IndustryForm
          value={industry}
          onChange={setIndustry}
          industries={industries}
          generating={generating}
          onGenerate={generate}
        />
      )}
      {can('generate') && answerable && <AnswersCard key={answerable} industry={answerable} />}
      {error !== null && (
        <Banner tone="error" onClose={closeError} closeLabel={t.close}>
          {generateErrorText(error, t.noAnalysedData, language)}
        </Banner>
      )}
      {generating ? (
        <LoadingState label={t.generating} />
      ) : pack ? (
        <>
          {pack.replaced.length > 0 && (
            <Hint data-testid="replaced-pieces">
              {t.replacedPieces(pack.replaced.length, replacedReasons(pack.replaced))}
            </Hint>
          )}
          <ContentPackView pack={pack.content} industry={pack.industry} />
        </>
      ) : (
        can('generate') &&
        error === null && (
          <EmptyState icon={<PenLine />} title={t.emptyTitle} description={t.emptyDescription} />
        )
      )}
    </Screen>
  );
}
