// The package's own entry, not a relative path: in a federated build that import is the shared
// singleton, so this hook uses the shell's client and session instead of bundling a copy.
import { FIXED_INDUSTRIES, api } from '@replica/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from './api-hooks';
import { queryKeys } from './query-keys';
import { useCurrentWorkspace } from './use-current-workspace';

/**
 * The industries every screen's selector offers: the fixed list at once, then the
 * API's list (fixed first, then the ones created since). When the list cannot be fetched the
 * fixed one stays, so the user can still work.
 *
 * @example
 * const industries = useIndustries();
 * return <IndustrySelector industries={industries} value={industry} onChange={setIndustry} />;
 */
export function useIndustries(): readonly string[] {
  const { data } = useQuery({
    queryKey: queryKeys.industries(),
    queryFn: api.industries,
    select: ({ items }) => items,
  });
  return data && data.length > 0 ? data : FIXED_INDUSTRIES;
}

/**
 * Adds an industry, for the roles that import comments (typing a new industry name already
 * creates one); nothing for the others, whose selectors then offer no '+ Nueva industria'. Every
 * selector's list is asked again once it is added.
 *
 * @example <IndustrySelector … onCreate={useCreateIndustry()} />
 */
export function useCreateIndustry(): ((name: string) => Promise<void>) | undefined {
  const { can } = useCurrentWorkspace();
  const creating = useApiMutation('createIndustry');
  if (!can('ingest')) return undefined;
  return async (name) => {
    await creating.mutateAsync({ body: { name } });
  };
}
