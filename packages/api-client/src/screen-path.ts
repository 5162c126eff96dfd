import type { ScreenName } from './screens';

/**
 * The parts of a screen that another screen links to, by the id of their element: the screen
 * brings the part into view when its path ends in `#` and the id.
 */
export const SCREEN_ANCHORS = {
  /** Equipo's card of the workspace's own Apify account. */
  apifyAccount: 'cuenta-apify',
} as const;
export type ScreenAnchor = (typeof SCREEN_ANCHORS)[keyof typeof SCREEN_ANCHORS];

/**
 * The in-app path of a screen, with its query (`industry`, `q`) and an anchor when given: what a
 * screen links or navigates to another with, so no remote spells another's route. Apart from
 * `./screens`, which the shell's signed-out start loads, as the start never links to a screen.
 *
 * @example screenPath('opiniones', { industry: 'Gimnasios', q: 'caro' }) // '/opiniones?industry=Gimnasios&q=caro'
 * @example screenPath('equipo', {}, SCREEN_ANCHORS.apifyAccount) // '/equipo#cuenta-apify'
 */
export function screenPath(
  name: ScreenName,
  query: Record<string, string> = {},
  anchor?: ScreenAnchor,
): string {
  const search = new URLSearchParams(query).toString();
  const path = search ? `/${name}?${search}` : `/${name}`;
  return anchor ? `${path}#${anchor}` : path;
}
