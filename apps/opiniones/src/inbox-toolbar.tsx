import { useCreateIndustry } from '@replica/api-client/react';
import { Button, IndustrySelector, TextField, formatCount, useTexts } from '@replica/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { opinionesTexts } from './texts';

export interface InboxToolbarProps {
  industries: readonly string[];
  /** The industry and search the list shows now (from the URL). */
  industry: string;
  query: string;
  /** The industry's pending comments, which 'Analizar pendientes' analyses; null while loading. */
  pending: number | null;
  /** Whether the member's role may analyse; without it there is no 'Analizar pendientes'. */
  canAnalyse: boolean;
  analysing: boolean;
  exporting: boolean;
  /** 'Cargar' or Enter: show this industry and search (reloads when nothing changed). */
  onLoad: (industry: string, query: string) => void;
  onAnalysePending: () => void;
  /** 'Exportar CSV': what the list shows now (the URL's industry and search), not the drafts. */
  onExport: () => void;
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) minmax(12rem, 1fr);
  /* The buttons, as many as the role allows, each in a column of its own width. */
  grid-auto-flow: column;
  grid-auto-columns: auto;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.md};

  @media (max-width: 52rem) {
    grid-template-columns: 1fr;
    grid-auto-flow: row;
  }
`;

/**
 * Industry, search text, 'Cargar', 'Analizar pendientes (N)' and 'Exportar CSV'. The fields are drafts until
 * 'Cargar', so choosing an industry does not reload a long list mid-thought. The page keys it by
 * the URL's industry and search, so a new URL (Inicio's search, the back button) resets them.
 */
export function InboxToolbar({
  industries,
  industry,
  query,
  pending,
  canAnalyse,
  analysing,
  exporting,
  onLoad,
  onAnalysePending,
  onExport,
}: InboxToolbarProps) {
  const createIndustry = useCreateIndustry();
  const t = useTexts(opinionesTexts);
  const [draftIndustry, setDraftIndustry] = useState(industry);
  const [draftQuery, setDraftQuery] = useState(query);

  function submit(event: FormEvent) {
    event.preventDefault();
    onLoad(draftIndustry, draftQuery.trim());
  }

  return (
    <Form role="search" onSubmit={submit}>
      <IndustrySelector
        industries={industries}
        value={draftIndustry}
        onChange={setDraftIndustry}
        onCreate={createIndustry}
        label={t.industry}
      />
      <TextField
        label={t.search}
        type="search"
        placeholder={t.searchPlaceholder}
        maxLength={200}
        value={draftQuery}
        onChange={(event) => setDraftQuery(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t.load}
      </Button>
      {canAnalyse && (
        <Button
          type="button"
          variant="primary"
          busy={analysing}
          disabled={!pending || analysing}
          onClick={onAnalysePending}
        >
          {analysing
            ? t.analysing
            : t.analysePending(pending === null ? '…' : formatCount(pending))}
        </Button>
      )}
      <Button type="button" variant="secondary" busy={exporting} onClick={onExport}>
        {exporting ? t.exporting : t.exportCsv}
      </Button>
    </Form>
  );
}
