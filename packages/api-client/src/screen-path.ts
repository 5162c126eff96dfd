import type { ScreenName } from './screens';

/**
 * The in-app path of a screen, with its query (`industry`, `q`) when given: what a screen links
 * or navigates to another with, so no remote spells another's route. Apart from `./screens`,
 * which the shell's signed-out start loads, as the start never links to a screen.
 *
 * @example screenPath('opiniones', { industry: 'Gimnasios', q: 'caro' }) // '/opiniones?industry=Gimnasios&q=caro'
 */
export function screenPath(name: ScreenName, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `/${name}?${search}` : `/${name}`;
}
