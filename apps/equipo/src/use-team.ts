import { ApiError, type Member, type Workspace, api, errorMessages } from '@replica/api-client';
import { loadWorkspaces } from '@replica/api-client/react';
import { useCallback, useEffect, useState } from 'react';

export type TeamState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; workspace: Workspace; members: Member[] };

type Answer = { version: number; state: Exclude<TeamState, { status: 'loading' }> };

/**
 * The current workspace (with the member's role in it) and its members, fetched together;
 * `reload` asks again after a failure. Every change answers with the whole new list or
 * workspace, which `setMembers` and `setWorkspace` put in place without another request.
 */
export function useTeam() {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    let current = true;
    // The workspaces' own fallback text would not be translated here: it is this screen's load.
    const workspaces = loadWorkspaces().catch((error: unknown) => {
      throw error instanceof ApiError && error.message === errorMessages.workspaces
        ? new ApiError(errorMessages.team, error.status)
        : error;
    });
    Promise.all([workspaces, api.members()]).then(
      ([workspaces, { items }]) => {
        const workspace = workspaces.items.find((item) => item.id === workspaces.current);
        const state: Answer['state'] = workspace
          ? { status: 'loaded', workspace, members: items }
          : { status: 'failed', error: new ApiError(errorMessages.workspaces, 500) };
        if (current) setAnswer({ version, state });
      },
      (error: unknown) => current && setAnswer({ version, state: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setMembers = useCallback(
    (members: Member[]) =>
      setAnswer((previous) =>
        previous?.state.status === 'loaded'
          ? { ...previous, state: { ...previous.state, members } }
          : previous,
      ),
    [],
  );
  const setWorkspace = useCallback(
    (workspace: Workspace) =>
      setAnswer((previous) =>
        previous?.state.status === 'loaded'
          ? { ...previous, state: { ...previous.state, workspace } }
          : previous,
      ),
    [],
  );
  const state: TeamState = answer?.version === version ? answer.state : { status: 'loading' };
  return { state, reload, setMembers, setWorkspace };
}
