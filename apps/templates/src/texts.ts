export const texts = {
  title: 'Templates',
  industry: 'Industria',
} as const;
