import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach } from 'vitest';
import { forgetWorkspaces, loadWorkspaces } from '../react/use-current-workspace';
import type { Role } from '../roles';
import type { WorkspacesResponse } from '../schemas';

/** One workspace, the session's current one, where the signed-in member has `role`. */
export function workspacesAs(role: Role): WorkspacesResponse {
  return { items: [{ id: 1, name: 'Equipo de prueba', role }], current: 1 };
}

/**
 * An msw handler answering `GET workspaces` as a member with `role`, for screens that follow the
 * role (`useCurrentWorkspace`). Put it in the server's defaults and override it per test.
 *
 * @example server.use(workspacesHandler('viewer'));
 */
export function workspacesHandler(role: Role) {
  return http.get('*/functions/v1/workspaces', () => HttpResponse.json(workspacesAs(role)));
}

/**
 * Forgets the session's workspaces after each test: `loadWorkspaces` keeps one answer per
 * session, and every test of a file shares that (null) session.
 */
export function forgetWorkspacesAfterEach(): void {
  afterEach(() => forgetWorkspaces());
}

/**
 * Waits until the screens know the member's role, so a test can say a control is absent for that
 * role rather than not there yet.
 *
 * @example renderPage(); await roleKnown(); expect(screen.queryByRole('button', …)).toBeNull();
 */
export async function roleKnown(): Promise<void> {
  await act(async () => {
    await loadWorkspaces();
  });
}
