import { screenPath } from '@replica/api-client/screen-path';
import { ChartColumn, FloatingActions, MessageSquare, Search, Upload, useTexts } from '@replica/ui';
import { useId, useRef, useState } from 'react';
import { SearchDialog } from './search-dialog';
import { inicioTexts } from './texts';

export type QuickActionsProps = {
  /** The industries the search may keep to. */
  industries: readonly string[];
  go: (path: string) => void;
};

/**
 * The floating shortcuts of the dashboard: Opiniones, Ingesta, Reporte, and a search over
 * the comments of every industry whose results open Opiniones on a comment.
 */
export function QuickActions({ industries, go }: QuickActionsProps) {
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
        <SearchDialog id={dialogId} industries={industries} onOpen={go} onClose={closeSearch} />
      )}
    </>
  );
}
