/** The dashboard tabs a deployment can turn off, showing 'Próximamente' instead. */
export type DashboardFeature = 'objections' | 'wording';

// Build-time switches: the remotes have no run-time configuration, so a deployment that is not
// ready for a tab builds with e.g. VITE_FEATURE_WORDING_TAB=off. On unless set to 'off'.
const SWITCHES: Record<DashboardFeature, string> = {
  objections: 'VITE_FEATURE_OBJECTIONS_TAB',
  wording: 'VITE_FEATURE_WORDING_TAB',
};

/**
 * Whether a dashboard tab shows its real content. Read at render time, so a test can switch it
 * with `vi.stubEnv`.
 *
 * @example featureEnabled('wording'); // false after building with VITE_FEATURE_WORDING_TAB=off
 */
export function featureEnabled(feature: DashboardFeature): boolean {
  return import.meta.env[SWITCHES[feature]] !== 'off';
}
