import { MANUAL_METHOD, sessionAtom } from '@replica/api-client';
import { ConfirmDialog, LoadingState, PageHeading, useFocusWhenLost, useTexts } from '@replica/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@replica/ui/router';
import { AnalysisJobPanel } from './analysis-job-panel';
import { CorrectionDialog } from './correction-dialog';
import { InboxBody } from './inbox-body';
import { InboxToolbar } from './inbox-toolbar';
import { OpenedCommentNote } from './opened-comment-note';
import { opinionesTexts } from './texts';
import { useCurrentWorkspace, useIndustries, useOpeningIndustry } from '@replica/api-client/react';
import { useAnalysisJob } from './use-analysis-job';
import { useInbox } from './use-inbox';
import { useInboxActions } from './use-inbox-actions';
import { useSelection } from './use-selection';

type PendingDeletion = { kind: 'one'; commentId: number } | { kind: 'selected'; count: number };

/** `?comment=` as a comment id; anything else opens the list from the newest. */
function commentIdOf(param: string | null): number | undefined {
  const id = Number(param);
  return param && /^\d{1,15}$/.test(param) && id > 0 ? id : undefined;
}

/**
 * The Opiniones screen, exposed to the shell as `opiniones/Page`: the industry of `?industry=`,
 * else the one last shown or with most comments.
 */
export default function Page() {
  const [searchParams] = useSearchParams();
  const industry = useOpeningIndustry(searchParams.get('industry'));
  return industry ? <InboxPage industry={industry} /> : <LoadingState />;
}

/**
 * The inbox of `industry`. Analysing, correcting and deleting appear once the member's role is
 * known to allow them.
 */
function InboxPage({ industry }: { industry: string }) {
  const t = useTexts(opinionesTexts);
  const session = useAtomValue(sessionAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  // A search result opens the list on its comment (Inicio's search).
  const openedOn = commentIdOf(searchParams.get('comment'));

  const industries = useIndustries();
  const { can } = useCurrentWorkspace();
  const inbox = useInbox(industry, query, openedOn);
  const selection = useSelection();
  const actions = useInboxActions(industry, query, inbox, selection);
  const analysis = useAnalysisJob(industry, inbox, selection, actions.report);
  const [deletion, setDeletion] = useState<PendingDeletion | null>(null);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const [replacing, setReplacing] = useState<number | null>(null);
  const correctingComment = inbox.items.find((item) => item.comment_id === correcting);
  const analysing = analysis.busy === 'start' || analysis.active;
  // 'Analizar pendientes' is disabled while it works, and stays so once nothing is pending: the
  // focus it held goes to the line that tells the outcome.
  const lastAction = useRef<HTMLParagraphElement>(null);
  useFocusWhenLost(analysing, () => lastAction.current);

  /** A hand-corrected comment is re-analysed only once the user agrees to replace the labels. */
  function analyseOne(commentId: number) {
    const comment = inbox.items.find((item) => item.comment_id === commentId);
    if (comment?.method === MANUAL_METHOD) setReplacing(commentId);
    else actions.analyseOne(commentId);
  }

  const { clear } = selection;
  useEffect(() => clear(), [industry, query, openedOn, clear]);

  const { reload } = inbox;
  const load = useCallback(
    (nextIndustry: string, nextQuery: string) => {
      if (nextIndustry === industry && nextQuery === query && openedOn === undefined) {
        void reload();
        return;
      }
      // From the newest: 'Cargar' leaves a list opened on one comment.
      setSearchParams(
        nextQuery ? { industry: nextIndustry, q: nextQuery } : { industry: nextIndustry },
      );
    },
    [industry, query, openedOn, reload, setSearchParams],
  );

  function confirmDeletion() {
    if (!deletion) return;
    const close = () => setDeletion(null);
    if (deletion.kind === 'one') actions.deleteOne(deletion.commentId, close);
    else void actions.deleteSelected(close);
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
        pending={inbox.status === 'loading' ? null : inbox.pending}
        canAnalyse={can('analyse')}
        analysing={analysing}
        exporting={actions.exporting}
        onLoad={load}
        onAnalysePending={() => void analysis.start()}
        onExport={actions.exportCsv}
      />
      <InboxBody
        query={query}
        openedOn={openedOn}
        inbox={inbox}
        selection={selection}
        actions={actions}
        canAnalyse={can('analyse')}
        canDelete={can('delete')}
        onAnalyseOne={analyseOne}
        onCorrectOne={setCorrecting}
        onDeleteOne={(commentId) => setDeletion({ kind: 'one', commentId })}
        onDeleteSelected={() => setDeletion({ kind: 'selected', count: selection.selected.size })}
        lastActionRef={lastAction}
      >
        <AnalysisJobPanel analysis={analysis} canCancel={can('analyse')} />
        {openedOn !== undefined && inbox.status === 'ready' && (
          <OpenedCommentNote
            commentId={openedOn}
            found={inbox.items[0]?.comment_id === openedOn}
            onShowNewest={() => load(industry, query)}
          />
        )}
      </InboxBody>
      <ConfirmDialog
        open={deletion !== null}
        message={
          deletion?.kind === 'selected' ? t.confirmDeleteMany(deletion.count) : t.confirmDeleteOne
        }
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={
          actions.deletingSelected ||
          (deletion?.kind === 'one' && actions.deletingId === deletion.commentId)
        }
        onConfirm={confirmDeletion}
        onCancel={() => setDeletion(null)}
      />
      <ConfirmDialog
        open={replacing !== null}
        title={t.manualReanalyseTitle}
        message={t.manualReanalyseMessage}
        confirmLabel={t.manualReanalyseConfirm}
        cancelLabel={t.cancel}
        onConfirm={() => {
          if (replacing !== null) actions.analyseOne(replacing, true);
          setReplacing(null);
        }}
        onCancel={() => setReplacing(null)}
      />
      {correctingComment && (
        <CorrectionDialog
          key={correctingComment.comment_id}
          comment={correctingComment}
          busy={actions.savingCorrection}
          error={actions.correctionError}
          onSave={(correction) => actions.correct(correction, () => setCorrecting(null))}
          onCancel={() => {
            actions.dismissCorrectionError();
            setCorrecting(null);
          }}
        />
      )}
    </section>
  );
}
