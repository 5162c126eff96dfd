import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { closedPort } from '../../test-support/closed-port';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection of the real driver', async () => {
    const client = new pg.Client({
      connectionString: `postgres://u@127.0.0.1:${await closedPort()}/db`,
    });
    const error = await client.connect().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each(['57P01', '57P03', '08006', '08001', '53300'])('recognises SQLSTATE %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it('looks through the causes drizzle wraps the driver error in', () => {
    const wrapped = new Error('Failed query: select 1', {
      cause: new Error('Connection terminated unexpectedly'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('does not blame the database for another service refusing a fetch', async () => {
    const error = await fetch(`http://127.0.0.1:${await closedPort()}/v1/messages`).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each([
    ['a syntax error', withCode('42601')],
    ['a missing table', withCode('42P01')],
    ['a unique violation', withCode('23505')],
    ['a plain error', new Error('boom')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
