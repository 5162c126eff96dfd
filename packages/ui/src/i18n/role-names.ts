import type { Bilingual } from './language';

/** A workspace member's role, as the API names it (`packages/api-client/src/roles.ts`). */
export type RoleName = 'viewer' | 'analyst' | 'admin' | 'owner';

/**
 * What each role is called on screen, for every screen that names the member's role.
 *
 * @example
 * const roles = useTexts(roleNames);
 * return <ReadOnlyNote>{t.readOnly(roles[workspace.role])}</ReadOnlyNote>;
 */
export const roleNames: Bilingual<Record<RoleName, string>> = {
  es: { viewer: 'Lector', analyst: 'Analista', admin: 'Administrador', owner: 'Propietario' },
  en: { viewer: 'Viewer', analyst: 'Analyst', admin: 'Admin', owner: 'Owner' },
};
