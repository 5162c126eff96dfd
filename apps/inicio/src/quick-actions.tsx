import { screenPath } from '@replica/api-client/screen-path';
import { ChartColumn, FloatingActions, MessageSquare, Search, Upload, useTexts } from '@replica/ui';
import { useId, useRef, useState } from 'react';
import { SearchDialog } from './search-dialog';
import { inicioTexts } from './texts';

export type QuickActionsProps = {
  industries: readonly string[];
  /** The industry the search starts on. */
  industry: string;
  go: (path: string) => void;
};

/** The Opiniones URL of a text search in one industry. */
export function searchPath(industry: string, text: string): string {
  return screenPath('opiniones', { industry, q: text });
}

/**
 * The floating shortcuts of the dashboard: Opiniones, Ingesta, Reporte, and a search over
 * comments that opens the inbox filtered by a text.
 */
export function QuickActions({ industries, industry, go }: QuickActionsProps) {
  const t = useTexts(inicioTexts);
  const dialogId = useId();
  const [searching, setSearching] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);

  function closeSearch() {
    setSearching(false);
    searchButton.current?.focus();
  }

  return (
    <>
      <FloatingActions
        label={t.quickActions}
        actions={[
          {
            id: 'opiniones',
            label: t.goOpiniones,
            icon: <MessageSquare />,
            onClick: () => go(screenPath('opiniones')),
          },
          {
            id: 'ingesta',
            label: t.goIngesta,
            icon: <Upload />,
            onClick: () => go(screenPath('ingesta')),
          },
          {
            id: 'reporte',
            label: t.goReporte,
            icon: <ChartColumn />,
            onClick: () => go(screenPath('reporte')),
          },
          {
            id: 'buscar',
            label: t.search,
            icon: <Search />,
            onClick: () => (searching ? closeSearch() : setSearching(true)),
            expanded: searching,
            controls: dialogId,
            ref: searchButton,
          },
        ]}
      />
      {searching && (
        <SearchDialog
          id={dialogId}
          industries={industries}
          initialIndustry={industry}
          onSearch={(chosen, text) => go(searchPath(chosen, text))}
          onClose={closeSearch}
        />
      )}
    </>
  );
}
