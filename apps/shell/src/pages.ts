import type { ScreenRemoteName } from '../../../federation.shared';

export interface PageDefinition {
  id: ScreenRemoteName;
  label: string;
  /** Hash path; inicio lives at the bare URL. */
  path: string;
}

/** The six pages of the sidebar, in the spec's order and with its labels. */
export const pages: readonly PageDefinition[] = [
  { id: 'inicio', label: 'Inicio', path: '/' },
  { id: 'ingesta', label: 'Ingesta', path: '/ingesta' },
  { id: 'opiniones', label: 'Opiniones', path: '/opiniones' },
  { id: 'reporte', label: 'Reporte', path: '/reporte' },
  { id: 'templates', label: 'Templates', path: '/templates' },
  { id: 'generar', label: 'Generar Contenido', path: '/generar' },
];

export const homePage = pages[0]!;

/** The page a hash path shows: any unknown path is home (spec §2 Routing). */
export function pageForPath(pathname: string): PageDefinition {
  return pages.find((page) => page.path === pathname) ?? homePage;
}
