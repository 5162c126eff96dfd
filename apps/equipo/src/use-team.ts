import { ApiError, type Member, type Workspace, errorMessages } from '@replica/api-client';
import {
  loadWorkspaces,
  queryKeys,
  useApiQuery,
  useQuery,
  useQueryClient,
} from '@replica/api-client/react';
import { useCallback } from 'react';

export type TeamState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; workspace: Workspace; members: Member[] };

/**
 * The current workspace (with the member's role in it) and its members, from the shared cache:
 * shown once both are in, a failure of either shown instead. The cards' changes put the
 * server's answer in place there (see `useApiMutation`'s `updateInPlace`); `reload` asks again
 * for whichever failed, loading as on opening.
 */
export function useTeam() {
  const queryClient = useQueryClient();
  // The session's list, asked once however many screens (the shell's header too) want it.
  const workspaces = useQuery({ queryKey: queryKeys.workspaces(), queryFn: loadWorkspaces });
  const members = useApiQuery('members');

  const reload = useCallback(() => {
    for (const queryKey of [queryKeys.workspaces(), queryKeys.members()]) {
      if (queryClient.getQueryState(queryKey)?.status === 'error') {
        void queryClient.resetQueries({ queryKey, exact: true });
      }
    }
  }, [queryClient]);

  let state: TeamState = { status: 'loading' };
  if (workspaces.data && members.data) {
    const { items, current } = workspaces.data;
    const workspace = items.find((item) => item.id === current);
    state = workspace
      ? { status: 'loaded', workspace, members: members.data.items }
      : { status: 'failed', error: new ApiError(errorMessages.team, 500) };
  } else if (workspaces.isError || members.isError) {
    state = { status: 'failed', error: workspaces.error ?? members.error };
  }
  return { state, reload };
}
