import {
  type CorrectCommentRequest,
  MAX_BULK_COMMENTS,
  errorText,
  saveDownloadedFile,
} from '@replica/api-client';
import { useApiMutation } from '@replica/api-client/react';
import { formatCount, formatPercent, useLanguage, useTexts } from '@replica/ui';
import { useState } from 'react';
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
 * Analyse, correct, delete and export, each ending in a banner and the last-action line. Each
 * write puts its answer into the loaded pages in place, so the list keeps its scroll, and the
 * other reads it changed (counts, the report) are asked again. Each action's call in flight
 * makes its own button wait and leaves the others usable. `query` is the search the list shows,
 * which the export keeps.
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

  const analysis = useApiMutation('analyzeComment', {
    updateInPlace: (labels, { body }) => {
      // A forced re-analysis replaced a hand correction; its emotion is unknown until a reload.
      if (body.force) {
        inbox.applyLabels(body.comment_id, {
          ...labels,
          emotion: null,
          corrected_by: null,
          corrected_at: null,
        });
      } else {
        inbox.applyAnalysis(body.comment_id, labels);
      }
      return [inbox.queryKey];
    },
  });
  const correction = useApiMutation('correctComment', {
    updateInPlace: (labels) => {
      inbox.applyLabels(labels.comment_id, labels);
      return [inbox.queryKey];
    },
  });
  const deletion = useApiMutation('deleteComment', {
    updateInPlace: (_answer, { params }) => {
      inbox.removeComments(new Set([Number(params.id)]));
      return [inbox.queryKey];
    },
  });
  const bulkDeletion = useApiMutation('deleteComments', {
    updateInPlace: (_answer, { body }) => {
      inbox.removeComments(new Set(body.ids));
      return [inbox.queryKey];
    },
  });
  const csvExport = useApiMutation('exportInboxCsv');

  const succeed = (message: string, tone: ActionFeedback['tone'] = 'success') => {
    setFeedback({ tone, message });
    setLastAction(message);
  };
  const fail = (message: string) => setFeedback({ tone: 'error', message });

  /** `force` replaces a hand correction, which is kept otherwise. */
  const analyseOne = (commentId: number, force = false) =>
    analysis.mutate(
      { body: { comment_id: commentId, forceAnalyze: true, forceReanalyze: true, force } },
      {
        onSuccess: (labels) =>
          succeed(t.analysedOne(commentId, labels.objection_tag, formatPercent(labels.real_score))),
        onError: (error) => fail(errorText(error, 'analyze', language)),
      },
    );

  /** Stores a hand correction, then `onStored` (the page closes its dialog); see `correctionError`. */
  const correct = (request: CorrectCommentRequest, onStored: () => void) =>
    correction.mutate(
      { body: request },
      {
        onSuccess: (labels) => {
          succeed(t.correctedOne(labels.comment_id));
          onStored();
        },
      },
    );

  const exportCsv = () =>
    csvExport.mutate(
      { query: { industry, ...(query ? { q: query } : {}) } },
      {
        onSuccess: (file) => {
          saveDownloadedFile(file);
          succeed(t.exported(file.filename));
        },
        onError: (error) => fail(errorText(error, 'export', language)),
      },
    );

  /** Deletes one comment, then `onSettled` however it ended (the page closes its question). */
  const deleteOne = (commentId: number, onSettled: () => void) =>
    deletion.mutate(
      { params: { id: commentId } },
      {
        onSuccess: () => {
          selection.toggle(commentId, false);
          succeed(t.deletedOne(commentId));
        },
        onError: (error) => fail(errorText(error, 'delete', language)),
        onSettled,
      },
    );

  /**
   * Deletes the selected comments, then `onSettled` however it ended. What a failure left undone
   * stays selected.
   */
  const deleteSelected = async (onSettled: () => void) => {
    const ids = [...selection.selected];
    const gone = new Set<number>();
    let deleted = 0;
    try {
      // The API takes at most 1,000 ids a request; a select-all over many pages takes several,
      // one after the other.
      for (let start = 0; start < ids.length; start += MAX_BULK_COMMENTS) {
        const chunk = ids.slice(start, start + MAX_BULK_COMMENTS);
        deleted += (await bulkDeletion.mutateAsync({ body: { ids: chunk } })).deleted;
        chunk.forEach((id) => gone.add(id));
      }
      succeed(t.deletedMany(formatCount(deleted)));
    } catch (error) {
      fail(errorText(error, 'delete', language));
    } finally {
      selection.retain(ids.filter((id) => !gone.has(id)));
      onSettled();
    }
  };

  /** Tells how work this hook did not run ended (a background analysis), like its own. */
  const report = (next: ActionFeedback) =>
    next.tone === 'error' ? fail(next.message) : succeed(next.message, next.tone);

  return {
    feedback,
    lastAction,
    report,
    dismissFeedback: () => setFeedback(null),
    /** The comment 'Analizar ahora' was last pressed for, while its analysis runs. */
    analysingId: analysis.isPending ? analysis.variables.body.comment_id : null,
    /** The comment being deleted on its own, while that runs. */
    deletingId: deletion.isPending ? Number(deletion.variables.params.id) : null,
    deletingSelected: bulkDeletion.isPending,
    exporting: csvExport.isPending,
    savingCorrection: correction.isPending,
    /** Why the last correction was refused, until the next try or `dismissCorrectionError`. */
    correctionError: correction.error && errorText(correction.error, 'correct', language),
    dismissCorrectionError: correction.reset,
    analyseOne,
    correct,
    exportCsv,
    deleteOne,
    deleteSelected,
  };
}
