/**
 * Spanish texts the shared components show by default. Screens that need another language pass
 * their own text through the matching prop (`label`, `retryLabel`, `closeLabel`).
 */
export const uiTexts = {
  loading: 'Cargando...',
  retry: 'Reintentar',
  close: 'Cerrar',
} as const;
