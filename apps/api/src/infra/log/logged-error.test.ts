import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorChain, loggedError } from './logged-error';

/** What the pg driver throws for a duplicate row: the row's values are in `detail`. */
function duplicateKeyError(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
    code: '23505',
    detail: 'Key (email)=(ana@example.com) already exists.',
  });
}

describe('loggedError', () => {
  it('keeps the type, message, code and stack frames of an error and of its causes', () => {
    const error = new Error('the import failed', { cause: duplicateKeyError() });
    const logged = loggedError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'the import failed',
      cause: { type: 'Error', code: '23505' },
    });
    expect(logged.stack).toMatch(/^Error: the import failed\n {4}at .*logged-error\.test\.ts/);
  });

  it("drops the statement's parameters and the driver's detail, which hold the data", () => {
    const error = new DrizzleQueryError(
      'insert into users (email, password_hash) values ($1, $2)',
      ['ana@example.com', '$argon2id$v=19$secreto'],
      duplicateKeyError(),
    );
    const text = JSON.stringify(loggedError(error));
    expect(text).toContain(
      'Failed query: insert into users (email, password_hash) values ($1, $2)',
    );
    expect(text).toContain('23505');
    expect(text).not.toMatch(/ana@example\.com|argon2id|secreto/);
  });

  it('stops following causes that loop', () => {
    const error = new Error('a');
    error.cause = error;
    expect(JSON.stringify(loggedError(error)).match(/"message":"a"/g)).toHaveLength(6);
  });

  it('describes a thrown value that is not an Error', () => {
    expect(loggedError('plain text')).toEqual({ type: 'string', message: 'plain text' });
  });
});

describe('errorChain', () => {
  it('puts the messages of an error and its causes on one line, without parameters', () => {
    const error = new DrizzleQueryError(
      'select $1',
      ['session-id-secreto'],
      new Error('ECONNREFUSED'),
    );
    expect(errorChain(error)).toBe('Failed query: select $1 ← ECONNREFUSED');
  });
});
