export const texts = {
  title: 'Ingesta',
  industry: 'Industria',
} as const;
