import type { IndustrySummary } from '../schemas';

/** An industry's card as `GET industries-summary` answers it, with `opinions` comments. */
export function industryCard(industry: string, opinions: number): IndustrySummary {
  return { industry, opinions, status: 'ACTIVO', cities: [], clients: 0, years: 0 };
}
