import type { ScreenRemoteName } from '../../../federation.shared';

export interface PageDefinition {
  id: ScreenRemoteName;
  /** Hash path; inicio lives at the bare URL. */
  path: string;
}

/**
 * The pages of the sidebar: the spec's six in its order, then Equipo (issue 20); their labels are
 * in texts.ts.
 */
export const pages: readonly PageDefinition[] = [
  { id: 'inicio', path: '/' },
  { id: 'ingesta', path: '/ingesta' },
  { id: 'opiniones', path: '/opiniones' },
  { id: 'reporte', path: '/reporte' },
  { id: 'templates', path: '/templates' },
  { id: 'generar', path: '/generar' },
  { id: 'equipo', path: '/equipo' },
];

export const homePage = pages[0]!;

/** The page a hash path shows: any unknown path is home (spec §2 Routing). */
export function pageForPath(pathname: string): PageDefinition {
  return pages.find((page) => page.path === pathname) ?? homePage;
}

/**
 * The path of a hash route without its query, e.g. '/reporte' for '#/reporte?industry=x';
 * the bare URL is '/'.
 */
export function hashPathname(hash: string): string {
  const route = hash.replace(/^#/, '');
  const queryStart = route.indexOf('?');
  return (queryStart === -1 ? route : route.slice(0, queryStart)) || '/';
}
