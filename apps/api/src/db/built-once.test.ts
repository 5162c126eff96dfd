import { describe, expect, it } from 'vitest';
import { builtOnce } from './built-once';

describe('builtOnce', () => {
  it('builds once per query builder and hands the same statement back after', () => {
    const builds: string[] = [];
    const statementOf = builtOnce((db: { name: string }) => {
      builds.push(db.name);
      return { sql: `select 1 -- ${db.name}` };
    });
    const one = { name: 'espacio 1' };
    const two = { name: 'espacio 2' };
    const first = statementOf(one);
    expect(statementOf(one)).toBe(first);
    expect(statementOf(two)).not.toBe(first);
    expect(statementOf(two).sql).toBe('select 1 -- espacio 2');
    expect(builds).toEqual(['espacio 1', 'espacio 2']);
  });
});
