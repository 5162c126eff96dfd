export const texts = {
  title: 'Generar Contenido',
} as const;
