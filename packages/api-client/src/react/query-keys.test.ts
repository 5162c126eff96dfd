import { QueryClient, hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

/** Whether a filter by `prefix` (as an invalidation gives it) matches a read under `key`. */
function matches(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  const client = new QueryClient();
  client.setQueryData(key, 'answer');
  return client.getQueryCache().findAll({ queryKey: prefix }).length === 1;
}

describe('queryKeys', () => {
  it('keys a read by its endpoint name and what it was asked with', () => {
    expect(queryKeys.report({ industry: 'Gimnasios' })).toEqual([
      'report',
      { industry: 'Gimnasios' },
    ]);
    expect(queryKeys.dashboardMetrics()).toEqual(['dashboardMetrics', {}]);
  });

  it('gives each parameter set a key of its own, whatever the order they are written in', () => {
    const caro = queryKeys.inbox({ industry: 'sin_clasificar', q: 'caro', limit: 100 });
    const confio = queryKeys.inbox({ industry: 'sin_clasificar', q: 'confío', limit: 100 });
    const sameAsCaro = queryKeys.inbox({ limit: 100, q: 'caro', industry: 'sin_clasificar' });

    expect(hashKey(caro)).not.toBe(hashKey(confio));
    expect(hashKey(caro)).toBe(hashKey(sameAsCaro));
  });

  it("matches every read of an endpoint with its `all` key, and no other endpoint's", () => {
    const inbox = queryKeys.inbox({ industry: 'Gimnasios', pending: true });

    expect(matches(queryKeys.inbox.all, inbox)).toBe(true);
    expect(matches(queryKeys.inbox({ industry: 'Gimnasios' }), inbox)).toBe(true);
    expect(matches(queryKeys.report.all, inbox)).toBe(false);
    expect(matches(queryKeys.inbox({ industry: 'Marca Personal' }), inbox)).toBe(false);
  });

  it('hands out the same factory each time', () => {
    expect(queryKeys.templates).toBe(queryKeys.templates);
    expect(queryKeys.templates.all).toEqual(['templates']);
  });
});
