import { type AuditEntry, api } from '@replica/api-client';
import { useCallback, useEffect, useState } from 'react';

/** Whose lines and which action; undefined shows all. */
export type AuditFilter = { user?: number | undefined; action?: string | undefined };

export type AuditLogState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'loaded';
      items: AuditEntry[];
      nextCursor: number | null;
      /** 'Cargar más' is on its way, or its last try failed. */
      more: { status: 'idle' } | { status: 'loading' } | { status: 'failed'; error: unknown };
    };

type Answer = { request: string; state: Exclude<AuditLogState, { status: 'loading' }> };

/**
 * The workspace's audit log, newest first, filtered: the first page whenever the filter or
 * `refreshKey` changes, then older pages appended by `loadMore` (keyset-paged by `nextCursor`).
 * Each answer is tagged with its request, so one for a filter no longer shown (a first page or a
 * later one) is never displayed.
 * `actions` is every action the log holds, kept from the last answer so the filter keeps its
 * options while a page loads.
 */
export function useAuditLog(filter: AuditFilter, refreshKey: number) {
  const { user, action } = filter;
  const request = `${refreshKey}:${user ?? ''}:${action ?? ''}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [actions, setActions] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    api.auditLog({ user, action }).then(
      (page) => {
        if (!current) return;
        setActions(page.actions);
        setAnswer({
          request,
          state: {
            status: 'loaded',
            items: page.items,
            nextCursor: page.nextCursor,
            more: { status: 'idle' },
          },
        });
      },
      (error: unknown) => current && setAnswer({ request, state: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [request, user, action]);

  const loadMore = useCallback(() => {
    const shown = answer?.request === request ? answer.state : null;
    if (shown?.status !== 'loaded' || shown.nextCursor === null) return;
    if (shown.more.status === 'loading') return;
    const setMore = (
      update: (last: Extract<AuditLogState, { status: 'loaded' }>) => Answer['state'],
    ) =>
      setAnswer((last) =>
        last?.request === request && last.state.status === 'loaded'
          ? { request, state: update(last.state) }
          : last,
      );
    setMore((last) => ({ ...last, more: { status: 'loading' } }));
    api.auditLog({ cursor: shown.nextCursor, user, action }).then(
      (page) => {
        setActions(page.actions);
        setMore((last) => ({
          status: 'loaded',
          items: [...last.items, ...page.items],
          nextCursor: page.nextCursor,
          more: { status: 'idle' },
        }));
      },
      (error: unknown) => setMore((last) => ({ ...last, more: { status: 'failed', error } })),
    );
  }, [answer, request, user, action]);

  const state: AuditLogState = answer?.request === request ? answer.state : { status: 'loading' };
  return { state, actions, loadMore };
}
