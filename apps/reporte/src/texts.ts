export const texts = {
  title: 'Reporte',
  industry: 'Industria',
} as const;
