import { type LanguageTerm, codeText } from '@replica/api-client';
import {
  DataTable,
  EmptyState,
  ErrorPanel,
  HeaderCell,
  Hint,
  IndustrySelector,
  LoadingState,
  NumericCell,
  TableCaption,
  formatCount,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { inicioTexts } from './texts';
import { useApiQuery, useCreateIndustry } from '@replica/api-client/react';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;
`;

function TermTable({ caption, terms }: { caption: string; terms: readonly LanguageTerm[] }) {
  const t = useTexts(inicioTexts).language;
  return (
    <DataTable $density="compact">
      <TableCaption $tone="heading">{caption}</TableCaption>
      <thead>
        <tr>
          <th scope="col">{t.term}</th>
          <HeaderCell scope="col" $numeric>
            {t.comments}
          </HeaderCell>
        </tr>
      </thead>
      <tbody>
        {terms.map((term) => (
          <tr key={term.term}>
            <th scope="row">{term.term}</th>
            <NumericCell>{formatCount(term.comments)}</NumericCell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export type LanguagePanelProps = {
  /** The industries the selector offers. */
  industries: readonly string[];
  initialIndustry: string;
};

/**
 * The Lenguaje tab: for the chosen industry, the words and two- and three-word phrases its most
 * recent objection comments use most, counted on the server (stop words removed).
 */
export function LanguagePanel({ industries, initialIndustry }: LanguagePanelProps) {
  const createIndustry = useCreateIndustry();
  const t = useTexts(inicioTexts);
  const [interfaceLanguage] = useLanguage();
  const [industry, setIndustry] = useState(initialIndustry);
  // Keyed by industry: an answer for the industry chosen before never shows for this one.
  const language = useApiQuery('objectionLanguage', { query: { industry } });

  let body;
  // Asking again after a failure shows loading, as the first time.
  if (language.isError && !language.isFetching) {
    body = (
      <ErrorPanel
        title={t.language.failed}
        message={codeText(language.error, interfaceLanguage)}
        onRetry={() => void language.refetch()}
        retryLabel={t.retry}
      />
    );
  } else if (language.data === undefined) {
    body = <LoadingState label={t.language.loading} />;
  } else if (language.data.sampled === 0) body = <EmptyState title={t.language.empty} />;
  else {
    const { sampled, limit, words, phrases } = language.data;
    body = (
      <>
        <Hint>{t.language.sample(formatCount(sampled), formatCount(limit))}</Hint>
        <Columns>
          <TermTable caption={t.language.words} terms={words} />
          {phrases.length > 0 ? (
            <TermTable caption={t.language.phrases} terms={phrases} />
          ) : (
            <Hint>{t.language.noPhrases}</Hint>
          )}
        </Columns>
      </>
    );
  }
  return (
    <Panel data-testid="language-panel">
      <IndustrySelector
        industries={industries}
        value={industry}
        onChange={setIndustry}
        onCreate={createIndustry}
        label={t.language.industry}
      />
      <Hint>{t.language.intro}</Hint>
      {body}
    </Panel>
  );
}
