/** The dashboard tabs a deployment can turn off, showing 'Próximamente' instead. */
export type DashboardFeature = 'objections' | 'wording';

// Build-time switches: the remotes have no run-time configuration, so a deployment that is not
// ready for a tab builds with e.g. VITE_FEATURE_WORDING_TAB=off. On unless one is set to 'off'.
// VITE_FEATURE_LANGUAGE_TAB is the wording tab's earlier name: a build set up with it still
// turns the tab off.
const SWITCHES: Record<DashboardFeature, readonly string[]> = {
  objections: ['VITE_FEATURE_OBJECTIONS_TAB'],
  wording: ['VITE_FEATURE_WORDING_TAB', 'VITE_FEATURE_LANGUAGE_TAB'],
};

/**
 * Whether a dashboard tab shows its real content. Read at render time, so a test can switch it
 * with `vi.stubEnv`.
 *
 * @example featureEnabled('wording'); // false after building with VITE_FEATURE_WORDING_TAB=off
 */
export function featureEnabled(feature: DashboardFeature): boolean {
  return SWITCHES[feature].every((name) => import.meta.env[name] !== 'off');
}
