// The package's own entry, not a relative path: in a federated build that import is the shared
// singleton, so this hook uses the shell's client and session instead of bundling a copy.
import { FIXED_INDUSTRIES, api } from '@replica/api-client';
import { useEffect, useState } from 'react';

/**
 * The industries every screen's selector offers: the fixed list of spec §9 at once, then the
 * API's list (fixed first, then the ones created since). When the list cannot be fetched the
 * fixed one stays, so the user can still work.
 *
 * @example
 * const industries = useIndustries();
 * return <IndustrySelector industries={industries} value={industry} onChange={setIndustry} />;
 */
export function useIndustries(): readonly string[] {
  const [industries, setIndustries] = useState<readonly string[]>(FIXED_INDUSTRIES);
  useEffect(() => {
    let current = true;
    api.industries().then(
      ({ items }) => {
        if (current && items.length > 0) setIndustries(items);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return industries;
}
