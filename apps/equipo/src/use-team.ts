import { ApiError, type Member, type Workspace, api, errorMessages } from '@replica/api-client';
import { loadWorkspaces, queryKeys, useQuery, useQueryClient } from '@replica/api-client/react';
import { useCallback } from 'react';

export type TeamState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; workspace: Workspace; members: Member[] };

/**
 * The current workspace (with the member's role in it) and its members, from the shared cache:
 * shown once both are in, a failure of either shown instead. The cards' changes put the
 * server's answer in place there (see `invalidateAfter`'s `updatedInPlace`); `reload` asks again
 * for whichever failed, loading as on opening.
 */
export function useTeam() {
  const queryClient = useQueryClient();
  const workspaces = useQuery({ queryKey: queryKeys.workspaces(), queryFn: loadWorkspaces });
  const members = useQuery({ queryKey: queryKeys.members(), queryFn: () => api.members() });

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
