// The package's own entry, not a relative path: in a federated build that import is the shared
// singleton, so this hook uses the shell's client and session instead of bundling a copy.
import { FIXED_INDUSTRIES, api } from '@replica/api-client';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

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
