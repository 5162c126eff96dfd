import {
  type CorrectCommentRequest,
  MAX_BULK_COMMENTS,
  api,
  errorText,
  saveDownloadedFile,
} from '@replica/api-client';
import { useInvalidateAfter } from '@replica/api-client/react';
import { formatCount, formatPercent, useLanguage, useTexts } from '@replica/ui';
import { useCallback, useState } from 'react';
import { opinionesTexts } from './texts';
import type { useInbox } from './use-inbox';
import type { useSelection } from './use-selection';

/** What the banners and the last-action line show after an action. */
export interface ActionFeedback {
  tone: 'success' | 'warning' | 'error';
  message: string;
}

type Inbox = ReturnType<typeof useInbox>;
type Selection = ReturnType<typeof useSelection>;

/**
 * Analyse, correct, delete and export, each ending in a banner and the last-action line.
 * `busy` names what runs, so its button waits and the others stay usable. `query` is the
 * search the list shows, which the export keeps.
 */
export function useInboxActions(
  industry: string,
  query: string,
  inbox: Inbox,
  selection: Selection,
) {
  const t = useTexts(opinionesTexts);
  const [language] = useLanguage();
  const [feedback, setFeedback] = useState<ActionFeedback | null>(null);
  const [lastAction, setLastAction] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const invalidateAfter = useInvalidateAfter();

  const run = useCallback(async (key: string, work: () => Promise<void>) => {
    setBusy((previous) => new Set(previous).add(key));
    try {
      await work();
    } finally {
      setBusy((previous) => {
        const next = new Set(previous);
        next.delete(key);
        return next;
      });
    }
  }, []);

  const succeed = (message: string, tone: ActionFeedback['tone'] = 'success') => {
    setFeedback({ tone, message });
    setLastAction(message);
  };
  const fail = (message: string) => setFeedback({ tone: 'error', message });

  /** `force` replaces a hand correction, which is kept otherwise. */
  const analyseOne = (commentId: number, force = false) =>
    run(`analyse:${commentId}`, async () => {
      try {
        const analysis = await api.analyzeComment(commentId, { force });
        if (force) {
          inbox.applyLabels(commentId, {
            ...analysis,
            emotion: null,
            corrected_by: null,
            corrected_at: null,
          });
        } else {
          inbox.applyAnalysis(commentId, analysis);
        }
        void invalidateAfter('commentsAnalysed', { updatedInPlace: [inbox.queryKey] });
        succeed(
          t.analysedOne(commentId, analysis.objection_tag, formatPercent(analysis.real_score)),
        );
      } catch (error) {
        fail(errorText(error, 'analyze', language));
      }
    });

  /** Stores a hand correction; why it failed, or null once stored. */
  const correct = async (correction: CorrectCommentRequest) => {
    let failure: string | null = null;
    await run(`correct:${correction.comment_id}`, async () => {
      try {
        const result = await api.correctComment(correction);
        inbox.applyLabels(result.comment_id, result);
        void invalidateAfter('commentsAnalysed', { updatedInPlace: [inbox.queryKey] });
        succeed(t.correctedOne(result.comment_id));
      } catch (error) {
        failure = errorText(error, 'correct', language);
      }
    });
    return failure;
  };

  const exportCsv = () =>
    run('export', async () => {
      try {
        const file = await api.exportInboxCsv({ industry, ...(query ? { q: query } : {}) });
        saveDownloadedFile(file);
        succeed(t.exported(file.filename));
      } catch (error) {
        fail(errorText(error, 'export', language));
      }
    });

  const deleteOne = (commentId: number) =>
    run(`delete:${commentId}`, async () => {
      try {
        await api.deleteComment(commentId);
        inbox.removeComments(new Set([commentId]));
        void invalidateAfter('commentsDeleted', { updatedInPlace: [inbox.queryKey] });
        selection.toggle(commentId, false);
        succeed(t.deletedOne(commentId));
      } catch (error) {
        fail(errorText(error, 'delete', language));
      }
    });

  const deleteSelected = () =>
    run('bulk-delete', async () => {
      const ids = [...selection.selected];
      const gone = new Set<number>();
      let deleted = 0;
      try {
        // The API takes at most 1,000 ids a request; a select-all over many pages takes several.
        for (let start = 0; start < ids.length; start += MAX_BULK_COMMENTS) {
          const chunk = ids.slice(start, start + MAX_BULK_COMMENTS);
          deleted += (await api.deleteComments(chunk)).deleted;
          chunk.forEach((id) => gone.add(id));
        }
        succeed(t.deletedMany(formatCount(deleted)));
      } catch (error) {
        fail(errorText(error, 'delete', language));
      } finally {
        inbox.removeComments(gone);
        selection.retain(ids.filter((id) => !gone.has(id)));
        if (gone.size > 0)
          void invalidateAfter('commentsDeleted', { updatedInPlace: [inbox.queryKey] });
      }
    });

  /** Tells how work this hook did not run ended (a background analysis), like its own. */
  const report = (next: ActionFeedback) =>
    next.tone === 'error' ? fail(next.message) : succeed(next.message, next.tone);

  return {
    feedback,
    lastAction,
    report,
    dismissFeedback: () => setFeedback(null),
    isBusy: (key: string) => busy.has(key),
    analyseOne,
    correct,
    exportCsv,
    deleteOne,
    deleteSelected,
  };
}
