/**
 * Réplica's design tokens. Content sits on a light background beside a dark sidebar; every
 * solid tone keeps at least 4.5:1 contrast against white text, and as text on its own soft tint
 * (a badge) or on the page background (WCAG AA).
 *
 * @example
 * const Panel = styled.div`padding: ${({ theme }) => theme.spacing.lg};`;
 */
export const theme = {
  colors: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceHover: '#f1f3f6',
    border: '#e3e6eb',
    text: '#111827',
    muted: '#5b6472',
    primary: '#4f46e5',
    primaryHover: '#4338ca',
    primarySoft: '#eef0fe',
    success: '#15803d',
    successSoft: '#ecfdf3',
    warning: '#b45309',
    warningSoft: '#fffaeb',
    danger: '#cc2121',
    dangerHover: '#b91c1c',
    dangerSoft: '#fef3f2',
    info: '#0369a1',
    infoSoft: '#eff8ff',
    neutralSoft: '#f1f3f6',
    onSolid: '#ffffff',
    sidebar: '#0f1117',
    sidebarText: '#c9ced8',
    sidebarActive: '#1c1f2a',
    focus: '#6366f1',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
  },
  spacing: {
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    sm: '0.8125rem',
    md: '0.9375rem',
    lg: '1.125rem',
    xl: '1.5rem',
  },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
  },
} as const;

export type ReplicaTheme = typeof theme;

// Typing styled-components' theme here (not in a .d.ts) means every app that imports
// @replica/ui gets `props.theme` typed without extra configuration.
declare module 'styled-components' {
  export interface DefaultTheme {
    colors: ReplicaTheme['colors'];
    radii: ReplicaTheme['radii'];
    spacing: ReplicaTheme['spacing'];
    fonts: ReplicaTheme['fonts'];
    fontSizes: ReplicaTheme['fontSizes'];
    shadows: ReplicaTheme['shadows'];
  }
}
