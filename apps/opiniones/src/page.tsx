import { DEFAULT_INDUSTRY, errorMessages, sessionAtom } from '@replica/api-client';
import { ConfirmDialog, PageHeading, useTexts } from '@replica/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InboxBody } from './inbox-body';
import { InboxToolbar } from './inbox-toolbar';
import { opinionesTexts } from './texts';
import { useIndustries } from '@replica/api-client/react';
import { useInbox } from './use-inbox';
import { useInboxActions } from './use-inbox-actions';
import { useSelection } from './use-selection';

type PendingDeletion = { kind: 'one'; commentId: number } | { kind: 'selected'; count: number };

/** The Opiniones screen (the inbox), exposed to the shell as `opiniones/Page`. */
export default function Page() {
  const t = useTexts(opinionesTexts);
  const session = useAtomValue(sessionAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const industry = searchParams.get('industry') || DEFAULT_INDUSTRY;
  const query = (searchParams.get('q') ?? '').trim();

  const industries = useIndustries();
  const inbox = useInbox(industry, query);
  const selection = useSelection();
  const actions = useInboxActions(industry, inbox, selection);
  const [deletion, setDeletion] = useState<PendingDeletion | null>(null);

  const { clear } = selection;
  useEffect(() => clear(), [industry, query, clear]);

  const { reload } = inbox;
  const load = useCallback(
    (nextIndustry: string, nextQuery: string) => {
      if (nextIndustry === industry && nextQuery === query) {
        void reload();
        return;
      }
      setSearchParams(
        nextQuery ? { industry: nextIndustry, q: nextQuery } : { industry: nextIndustry },
      );
    },
    [industry, query, reload, setSearchParams],
  );

  async function confirmDeletion() {
    if (!deletion) return;
    if (deletion.kind === 'one') await actions.deleteOne(deletion.commentId);
    else await actions.deleteSelected();
    setDeletion(null);
  }

  return (
    <section
      data-screen="opiniones"
      data-industry={industry}
      data-session-user={session.status === 'signed-in' ? session.user.email : undefined}
    >
      <PageHeading
        title={t.title}
        subtitle={
          <>
            {t.industry}: <strong data-testid="industry">{industry}</strong>
          </>
        }
      />
      <InboxToolbar
        key={`${industry}\n${query}`}
        industries={industries}
        industry={industry}
        query={query}
        pending={inbox.pending}
        analyzing={actions.isBusy('batch')}
        onLoad={load}
        onAnalyzePending={() => void actions.analyzePending()}
      />
      <InboxBody
        query={query}
        inbox={inbox}
        selection={selection}
        actions={actions}
        loadErrorFallback={errorMessages.inbox}
        onDeleteOne={(commentId) => setDeletion({ kind: 'one', commentId })}
        onDeleteSelected={() => setDeletion({ kind: 'selected', count: selection.selected.size })}
      />
      <ConfirmDialog
        open={deletion !== null}
        message={
          deletion?.kind === 'selected' ? t.confirmDeleteMany(deletion.count) : t.confirmDeleteOne
        }
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={
          actions.isBusy('bulk-delete') ||
          (deletion?.kind === 'one' && actions.isBusy(`delete:${deletion.commentId}`))
        }
        onConfirm={() => void confirmDeletion()}
        onCancel={() => setDeletion(null)}
      />
    </section>
  );
}
