// The package's own entry, not a relative path: in a federated build that import is the shared
// singleton, so every screen shares the shell's client, session and this cache.
import {
  type Permission,
  type Workspace,
  type WorkspacesResponse,
  api,
  can,
  currentSessionId,
} from '@replica/api-client';
import { useEffect, useState } from 'react';

let cached: { sessionId: string | null; answer: Promise<WorkspacesResponse> } | null = null;

/**
 * The session's workspaces, fetched once per session and page however many screens ask; a
 * failure is not kept, so the next caller asks again. Switching workspace reloads the page.
 */
export function loadWorkspaces(): Promise<WorkspacesResponse> {
  const sessionId = currentSessionId();
  if (!cached || cached.sessionId !== sessionId) {
    const answer = api.workspaces();
    cached = { sessionId, answer };
    answer.catch(() => {
      if (cached?.answer === answer) cached = null;
    });
  }
  return cached.answer;
}

/** Forgets what `loadWorkspaces` holds: after joining a workspace, say. */
export function forgetWorkspaces(): void {
  cached = null;
}

export interface CurrentWorkspace {
  /** Null while loading or when it could not be loaded. */
  workspace: Workspace | null;
  /** Whether the member's role allows it; false until the role is known. */
  can: (permission: Permission) => boolean;
}

/**
 * The workspace the session acts in and what its role there allows, for screens that hide or
 * disable what the role cannot do (the API refuses it anyway, with a 403).
 *
 * @example
 * const { can } = useCurrentWorkspace();
 * return can('delete') ? <Button onClick={remove}>Borrar</Button> : null;
 */
export function useCurrentWorkspace(): CurrentWorkspace {
  const [workspace, setWorkspace] = useState<Workspace | null>(null);
  useEffect(() => {
    let current = true;
    loadWorkspaces().then(
      (answer) => {
        if (current) setWorkspace(answer.items.find((item) => item.id === answer.current) ?? null);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return {
    workspace,
    can: (permission) => (workspace ? can(workspace.role, permission) : false),
  };
}
