// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { freshQueryClient } from '../testing/query';
import { queryKeys } from './query-keys';
import { READS_CHANGED_BY, invalidateAfter } from './server-changes';

/** A read on screen that counts how often it was asked for. */
function readOnScreen(client: ReturnType<typeof freshQueryClient>, key: readonly unknown[]) {
  let asked = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(
    () =>
      useQuery({
        queryKey: key,
        queryFn: () => {
          asked += 1;
          return Promise.resolve(asked);
        },
      }),
    { wrapper },
  );
  return { asked: () => asked };
}

describe('invalidateAfter', () => {
  it('asks again for the reads on screen that the change touched, and only those', async () => {
    const client = freshQueryClient();
    const metrics = readOnScreen(client, queryKeys.dashboardMetrics());
    const ideas = readOnScreen(client, queryKeys.templates({ industry: 'Gimnasios' }));
    await waitFor(() => expect(metrics.asked()).toBe(1));
    await waitFor(() => expect(ideas.asked()).toBe(1));

    await invalidateAfter(client, 'commentsDeleted');

    expect(metrics.asked()).toBe(2);
    expect(ideas.asked()).toBe(1);
  });

  it('marks the reads not on screen stale, so the screen showing them next asks again', async () => {
    const client = freshQueryClient();
    const report = queryKeys.report({ industry: 'Gimnasios' });
    client.setQueryData(report, { cached: true });

    await invalidateAfter(client, 'commentsAnalysed');

    expect(client.getQueryState(report)?.isInvalidated).toBe(true);
  });

  it('leaves a read the screen updated in place as it is, but stale for later', async () => {
    const client = freshQueryClient();
    const inbox = queryKeys.inbox({ industry: 'Gimnasios' });
    const pending = queryKeys.inbox({ industry: 'Gimnasios', pending: true });
    const list = readOnScreen(client, inbox);
    const pendingCount = readOnScreen(client, pending);
    await waitFor(() => expect(list.asked()).toBe(1));
    await waitFor(() => expect(pendingCount.asked()).toBe(1));

    await invalidateAfter(client, 'commentsAnalysed', { updatedInPlace: [inbox] });

    expect(list.asked()).toBe(1);
    expect(client.getQueryState(inbox)?.isInvalidated).toBe(true);
    expect(pendingCount.asked()).toBe(2);
  });

  it('replaces a load of a read updated in place that was in flight, whose answer is older', async () => {
    const client = freshQueryClient();
    const members = queryKeys.members();
    const answers: ((list: string[]) => void)[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: members,
          queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
        }),
      { wrapper },
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(['ana']);
    await waitFor(() => expect(result.current.data).toEqual(['ana']));
    // A refresh goes out; meanwhile a change answers with the new list.
    void client.refetchQueries({ queryKey: members });
    await waitFor(() => expect(answers).toHaveLength(2));
    client.setQueryData(members, ['ana', 'bea']);

    const settled = invalidateAfter(client, 'membersChanged', { updatedInPlace: [members] });

    await waitFor(() => expect(answers).toHaveLength(3));
    answers[1]!(['ana']);
    answers[2]!(['ana', 'bea']);
    await settled;
    expect(result.current.data).toEqual(['ana', 'bea']);
  });

  it('asks the activity log again after every change Equipo makes', () => {
    for (const change of [
      'membersChanged',
      'invitationsChanged',
      'apiTokensChanged',
      'workspaceRenamed',
      'workspaceSettingsChanged',
    ] as const) {
      expect(READS_CHANGED_BY[change]).toContain('auditLog');
    }
  });

  it('has analysing update the inbox, the dashboard and the report; deleting, every count', () => {
    expect(READS_CHANGED_BY.commentsAnalysed).toEqual(
      expect.arrayContaining(['inbox', 'dashboardMetrics', 'report']),
    );
    expect(READS_CHANGED_BY.commentsDeleted).toEqual(
      expect.arrayContaining([
        'inbox',
        'dashboardMetrics',
        'industriesSummary',
        'objectionsOverview',
        'report',
      ]),
    );
    expect(READS_CHANGED_BY.commentsImported).toEqual(
      expect.arrayContaining(['inbox', 'dashboardMetrics', 'industriesSummary', 'industries']),
    );
  });
});
