import type { Watch } from '@replica/api-client';
import { useApiQuery, useInvalidateAfter } from '@replica/api-client/react';
import {
  Banner,
  LiveMessages,
  EmptyState,
  ErrorPanel,
  LoadingState,
  ReadOnlyNote,
  useTexts,
} from '@replica/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Muted, Stack } from '../layout';
import { ApifyMissing, useApifyConfigured } from '../scraping/apify-missing';
import { ingestaTexts } from '../texts';
import { WatchCard } from './watch-card';
import { WatchForm } from './watch-form';
import { isRunGoing } from './watch-history';
import { watchingTexts } from './watching-texts';

export interface WatchingTabProps {
  industries: readonly string[];
  /** Whether the member's role may create and change watches (Apify bills their runs). */
  canChange: boolean;
  roleName: string;
}

// While a watch's run is going, the list is asked again this often so its outcome shows.
const RUNNING_POLL_MS = 2_000;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Seguimiento: scraping runs saved to repeat every day or week, each importing only
 * new comments and analysing them; their state, next run, last outcome and history, and pause,
 * resume, edit, run now and delete. Without an Apify account to run on, nothing can be saved,
 * resumed or run, the active watches wait, and a note says who can connect one.
 */
export function WatchingTab({ industries, canChange, roleName }: WatchingTabProps) {
  const t = useTexts(watchingTexts);
  const close = useTexts(ingestaTexts).close;
  const invalidateAfter = useInvalidateAfter();
  const [editing, setEditing] = useState<Watch | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const watches = useApiQuery('watches', {
    refetchInterval: (query) =>
      query.state.data?.items.some((watch) => isRunGoing(watch.lastRun)) ? RUNNING_POLL_MS : false,
  });
  useWhenRunsEnd(watches.data?.items, () => void invalidateAfter('commentsImported'));
  const apifyMissing = useApifyConfigured() === false;

  // The watch's own write has asked the list again; the tab only says what changed.
  const changed = (message?: string) => setNotice(message ? { tone: 'success', message } : null);
  const failed = (message: string) => setNotice({ tone: 'error', message });

  return (
    <Stack>
      <Muted>{t.intro(watches.data?.timeZone ?? '…')}</Muted>
      <LiveMessages>
        {notice && (
          <Banner tone={notice.tone} onClose={() => setNotice(null)} closeLabel={close}>
            {notice.message}
          </Banner>
        )}
      </LiveMessages>
      {apifyMissing && <ApifyMissing what="watching" canConnect={canChange} />}
      {canChange ? (
        <WatchForm
          // A new key per watch edited, so the form starts from that watch's values.
          key={editing?.id ?? 'new'}
          industries={industries}
          editing={editing}
          apifyMissing={apifyMissing}
          onSaved={(watch) => {
            setEditing(null);
            changed(t.saved(watch.name));
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <ReadOnlyNote>{t.readOnly(roleName)}</ReadOnlyNote>
      )}
      <section aria-label={t.listTitle}>
        {watches.isPending && <LoadingState label={t.loading} />}
        {watches.isError && (
          <ErrorPanel
            title={t.loadFailed}
            onRetry={() => void watches.refetch()}
            retryLabel={t.retry}
          />
        )}
        {watches.data?.items.length === 0 && (
          <EmptyState title={t.listTitle} description={t.empty} />
        )}
        {watches.data && watches.data.items.length > 0 && (
          <List>
            {watches.data.items.map((watch) => (
              <WatchCard
                key={watch.id}
                watch={watch}
                timeZone={watches.data.timeZone}
                canChange={canChange}
                apifyMissing={apifyMissing}
                onEdit={(chosen) => {
                  setEditing(chosen);
                  setNotice(null);
                }}
                onChanged={changed}
                onFailed={failed}
              />
            ))}
          </List>
        )}
      </section>
    </Stack>
  );
}

/** Calls `onImported` when a watch's run that was going ends: new comments may be in. */
function useWhenRunsEnd(watches: Watch[] | undefined, onImported: () => void) {
  const going = useRef(new Set<number>());
  useEffect(() => {
    if (!watches) return;
    const now = new Set(
      watches.filter((watch) => isRunGoing(watch.lastRun)).map((watch) => watch.lastRun!.id),
    );
    const ended = [...going.current].some((id) => !now.has(id));
    going.current = now;
    if (ended) onImported();
  }, [watches, onImported]);
}
