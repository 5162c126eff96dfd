/**
 * Spanish texts the shared components show by default. Screens that need another language pass
 * their own text through the matching prop (`label`, `retryLabel`, `closeLabel`, `confirmLabel`, `cancelLabel`).
 */
export const uiTexts = {
  loading: 'Cargando...',
  retry: 'Reintentar',
  close: 'Cerrar',
  confirm: 'Borrar',
  cancel: 'Cancelar',
} as const;
