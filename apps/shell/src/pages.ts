import { HOME_SCREEN, SCREEN_NAMES, type ScreenName } from '@replica/api-client/screens';

export interface PageDefinition {
  id: ScreenName;
  /** Hash path; the home screen lives at the bare URL. */
  path: string;
}

/** The pages of the sidebar, one per screen in its order; their labels are in texts.ts. */
export const pages: readonly PageDefinition[] = SCREEN_NAMES.map((id) => ({
  id,
  path: id === HOME_SCREEN ? '/' : `/${id}`,
}));

export const homePage = pages.find((page) => page.id === HOME_SCREEN)!;

/** The page a hash path shows: any unknown path is home. */
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
