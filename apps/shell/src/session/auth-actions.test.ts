import {
  SESSION_STORAGE_KEY,
  SESSION_USER_STORAGE_KEY,
  sessionAtom,
  sessionStore,
  storeSession,
} from '@replica/api-client';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { restoreSession } from './auth-actions';

const ana = { id: 1, email: 'ana@example.com', created_at: '2026-11-01T10:00:00.000Z' };
const confirmAna = () => HttpResponse.json({ user: ana });
let meAnswer: () => Response = confirmAna;
const server = setupServer(http.get('*/functions/v1/auth/me', () => meAnswer()));

beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  meAnswer = confirmAna;
  localStorage.clear();
  sessionStore.set(sessionAtom, { status: 'checking' });
});
afterAll(() => server.close());

describe('restoreSession', () => {
  it('shows the stored user at once, before /me answers, and keeps them when /me confirms', async () => {
    storeSession('s-1', ana);
    sessionStore.set(sessionAtom, { status: 'checking' });
    meAnswer = () => HttpResponse.json({ user: { ...ana, email: 'ana.nueva@example.com' } });

    const restoring = restoreSession();
    expect(sessionStore.get(sessionAtom)).toEqual({
      status: 'signed-in',
      sessionId: 's-1',
      user: ana,
    });
    await restoring;
    expect(sessionStore.get(sessionAtom)).toMatchObject({
      status: 'signed-in',
      user: { email: 'ana.nueva@example.com' },
    });
  });

  it('signs out, forgetting id and user, when /me refuses the stored session', async () => {
    storeSession('s-expired', ana);
    meAnswer = () => HttpResponse.json({ error: 'No autenticado' }, { status: 401 });

    await restoreSession();

    expect(sessionStore.get(sessionAtom)).toEqual({ status: 'signed-out' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_USER_STORAGE_KEY)).toBeNull();
  });

  it('keeps the stored user signed in when /me cannot be reached', async () => {
    storeSession('s-1', ana);
    meAnswer = () => HttpResponse.error();

    await restoreSession();

    expect(sessionStore.get(sessionAtom)).toMatchObject({ status: 'signed-in', sessionId: 's-1' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('s-1');
  });

  it('keeps the stored id for the next load when /me fails and no user is stored', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 's-old');
    meAnswer = () => HttpResponse.json({ error: 'Error interno del servidor' }, { status: 500 });

    await restoreSession();

    expect(sessionStore.get(sessionAtom)).toEqual({ status: 'signed-out' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('s-old');
  });

  it('waits for /me when only the id is stored (a session kept before users were stored)', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 's-old');
    localStorage.setItem(SESSION_USER_STORAGE_KEY, '{"not":"a user"}');

    const restoring = restoreSession();
    expect(sessionStore.get(sessionAtom)).toEqual({ status: 'checking' });
    await restoring;
    expect(sessionStore.get(sessionAtom)).toEqual({
      status: 'signed-in',
      sessionId: 's-old',
      user: ana,
    });
  });
});
