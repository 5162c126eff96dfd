export const texts = {
  title: 'Opiniones',
  industry: 'Industria',
} as const;
