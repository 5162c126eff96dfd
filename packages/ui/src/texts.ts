/**
 * Spanish texts the shared components show by default. Screens that need another language pass
 * their own text through the matching prop (`label`, `retryLabel`, `closeLabel`, `confirmLabel`, `cancelLabel`, `copiedLabel`…).
 */
export const uiTexts = {
  loading: 'Cargando...',
  retry: 'Reintentar',
  close: 'Cerrar',
  confirm: 'Borrar',
  cancel: 'Cancelar',
  copy: 'Copiar',
  copied: '¡Copiado!',
  copyFailed: 'No se pudo copiar',
} as const;
