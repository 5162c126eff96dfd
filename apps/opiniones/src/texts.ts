import { type AnalysisTagLabels, catalogue, formatCount, plural } from '@replica/ui';

export type OpinionesTexts = {
  title: string;
  subtitle: string;
  industry: string;
  search: string;
  searchPlaceholder: string;
  load: string;
  analysePending: (pending: string) => string;
  analysing: string;
  batchDone: (processed: string, byModel: string, byRules: string) => string;
  /** The background analysis of an industry's pending comments. */
  jobProgress: string;
  jobCancelled: (processed: string) => string;
  jobFailed: (reason: string) => string;
  analyseError: string;
  retry: string;
  close: string;
  loading: string;
  loadingMore: string;
  loadMore: string;
  selectAll: string;
  selectComment: (id: number) => string;
  deleteSelected: (count: string) => string;
  confirmDeleteOne: string;
  confirmDeleteMany: (count: number) => string;
  confirm: string;
  cancel: string;
  analyseNow: string;
  delete: string;
  anonymous: string;
  noPlatform: string;
  /** The locale dates are written in. */
  dateLocale: string;
  countLine: (shown: number, total: number) => string;
  searchCountLine: (shown: number, total: number, query: string) => string;
  lastAction: string;
  noAction: string;
  analysedOne: (id: number, tag: string, percent: string) => string;
  deletedOne: (id: number) => string;
  deletedMany: (count: string) => string;
  empty: string;
  emptyHelp: string;
  emptySearch: (query: string) => string;
  emptySearchHelp: string;
  commentsList: string;
  analysis: AnalysisTagLabels;
  emotion: string;
  correct: string;
  correctTitle: (id: number) => string;
  correctHelp: string;
  objectionField: string;
  emotionField: string;
  painClusterField: string;
  saveCorrection: string;
  correctedOne: (id: number) => string;
  correctedBy: (who: string, when: string) => string;
  /** The rules analysed it though a model is set up: the provider's reason. */
  fallbackReason: (reason: string) => string;
  deletedUser: string;
  manualReanalyseTitle: string;
  manualReanalyseMessage: string;
  manualReanalyseConfirm: string;
  exportCsv: string;
  exporting: string;
  exported: (filename: string) => string;
  /** The list opened on one comment (a result of Inicio's search). */
  opened: {
    badge: string;
    note: (id: number) => string;
    missing: (id: number) => string;
    showNewest: string;
  };
};

/** Every text of the Opiniones screen: Spanish in the product's fixed wording, and English. */
export const opinionesTexts = catalogue<OpinionesTexts>(
  {
    title: 'Opiniones',
    subtitle: 'Bandeja de comentarios por industria',
    industry: 'Industria',
    search: 'Buscar en los comentarios',
    searchPlaceholder: 'Texto a buscar',
    load: 'Cargar',
    analysePending: (pending) => `Analizar pendientes (${pending})`,
    analysing: 'Analizando...',
    batchDone: (processed, byModel, byRules) =>
      `✅ ${processed} comentario(s) analizados (AI model: ${byModel}, Reglas: ${byRules})`,
    jobProgress: 'Analizando comentarios pendientes',
    jobCancelled: (processed) => `⚠️ Análisis cancelado: ${processed} comentario(s) analizados`,
    jobFailed: (reason) => `❌ El análisis falló: ${reason}`,
    analyseError: 'Error al analizar',
    retry: 'Reintentar',
    close: 'Cerrar',
    loading: 'Cargando comentarios...',
    loadingMore: 'Cargando más...',
    loadMore: 'Cargar más',
    selectAll: 'Seleccionar todos',
    selectComment: (id) => `Seleccionar comentario ${id}`,
    deleteSelected: (count) => `Borrar seleccionados (${count})`,
    confirmDeleteOne: '¿Seguro que deseas borrar este comentario?',
    confirmDeleteMany: (count) => `¿Seguro que deseas borrar ${count} comentario(s)?`,
    confirm: 'Borrar',
    cancel: 'Cancelar',
    analyseNow: 'Analizar ahora',
    delete: 'Borrar',
    anonymous: 'Anónimo',
    noPlatform: 'sin plataforma',
    dateLocale: 'es-ES',
    countLine: (shown, total) =>
      `Mostrando ${formatCount(shown)} de ${formatCount(total)} ${plural(total, 'comentario', 'comentarios')}`,
    searchCountLine: (shown, total, query) =>
      `Mostrando ${formatCount(shown)} de ${formatCount(total)} ${plural(total, 'comentario que contiene', 'comentarios que contienen')} «${query}»`,
    lastAction: 'Última acción',
    noAction: 'ninguna',
    analysedOne: (id, tag, percent) => `comentario #${id} analizado (${tag}, ${percent})`,
    deletedOne: (id) => `comentario #${id} borrado`,
    deletedMany: (count) => `${count} comentario(s) borrados`,
    empty: 'No hay comentarios en esta industria',
    emptyHelp: 'Importa comentarios desde Ingesta o elige otra industria.',
    emptySearch: (query) => `Ningún comentario contiene «${query}»`,
    emptySearchHelp: 'Prueba con otro texto o borra la búsqueda.',
    commentsList: 'Comentarios',
    analysis: { pending: 'Pendiente', rules: 'Reglas', realScore: 'Real' },
    emotion: 'Emoción',
    correct: 'Corregir etiquetas',
    correctTitle: (id) => `Corregir etiquetas del comentario #${id}`,
    correctHelp:
      'Tu corrección se guarda como manual y se conserva al reanalizar, salvo que elijas reemplazarla.',
    objectionField: 'Objeción',
    emotionField: 'Emoción',
    painClusterField: 'Punto de dolor',
    saveCorrection: 'Guardar corrección',
    correctedOne: (id) => `comentario #${id} corregido a mano`,
    correctedBy: (who, when) => `Corregido a mano por ${who} el ${when}`,
    fallbackReason: (reason) => `Analizado con reglas porque el modelo falló: ${reason}`,
    deletedUser: 'un usuario eliminado',
    manualReanalyseTitle: 'Este comentario tiene una corrección manual',
    manualReanalyseMessage:
      'Si lo reanalizas, el resultado del analizador reemplaza las etiquetas corregidas a mano. ¿Reanalizar y reemplazar la corrección?',
    manualReanalyseConfirm: 'Reanalizar y reemplazar',
    exportCsv: 'Exportar CSV',
    exporting: 'Exportando...',
    exported: (filename) => `CSV descargado: ${filename}`,
    opened: {
      badge: 'Abierto desde la búsqueda',
      note: (id) => `La lista empieza en el comentario #${id}; los más recientes no se muestran.`,
      missing: (id) => `El comentario #${id} ya no está aquí: se borró o pasó a otra industria.`,
      showNewest: 'Ver los más recientes',
    },
  },
  () => import('./texts.en'),
);
