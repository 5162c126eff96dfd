import { FIXED_INDUSTRIES, api } from '@replica/api-client';
import { useEffect, useState } from 'react';

/** The selector's industries: the fixed list at once, then the API's (fixed list + created). */
export function useIndustries(): readonly string[] {
  const [industries, setIndustries] = useState<readonly string[]>(FIXED_INDUSTRIES);
  useEffect(() => {
    let current = true;
    api.industries().then(
      ({ items }) => current && items.length > 0 && setIndustries(items),
      // The fixed list still lets the user work when the list cannot be fetched.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return industries;
}
