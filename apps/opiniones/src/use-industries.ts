import { FIXED_INDUSTRIES, api } from '@replica/api-client';
import { useEffect, useState } from 'react';

/** The industries for the selectors: the API's list, or the fixed list while loading or failing. */
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
