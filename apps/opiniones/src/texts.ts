import { type AnalysisTagLabels, type Catalogue, formatCount, plural } from '@replica/ui';

type OpinionesTexts = {
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
export const opinionesTexts: Catalogue<OpinionesTexts> = {
  es: {
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
  en: {
    title: 'Opinions',
    subtitle: 'Comment inbox by industry',
    industry: 'Industry',
    search: 'Search the comments',
    searchPlaceholder: 'Text to search for',
    load: 'Load',
    analysePending: (pending) => `Analyse pending (${pending})`,
    analysing: 'Analysing...',
    batchDone: (processed, byModel, byRules) =>
      `✅ ${processed} comment(s) analysed (AI model: ${byModel}, Rules: ${byRules})`,
    jobProgress: 'Analysing pending comments',
    jobCancelled: (processed) => `⚠️ Analysis cancelled: ${processed} comment(s) analysed`,
    jobFailed: (reason) => `❌ The analysis failed: ${reason}`,
    analyseError: 'Failed to analyse',
    retry: 'Retry',
    close: 'Close',
    loading: 'Loading comments...',
    loadingMore: 'Loading more...',
    loadMore: 'Load more',
    selectAll: 'Select all',
    selectComment: (id) => `Select comment ${id}`,
    deleteSelected: (count) => `Delete selected (${count})`,
    confirmDeleteOne: 'Are you sure you want to delete this comment?',
    confirmDeleteMany: (count) => `Are you sure you want to delete ${count} comment(s)?`,
    confirm: 'Delete',
    cancel: 'Cancel',
    analyseNow: 'Analyse now',
    delete: 'Delete',
    anonymous: 'Anonymous',
    noPlatform: 'no platform',
    dateLocale: 'en-US',
    countLine: (shown, total) =>
      `Showing ${formatCount(shown)} of ${formatCount(total)} ${plural(total, 'comment', 'comments')}`,
    searchCountLine: (shown, total, query) =>
      `Showing ${formatCount(shown)} of ${formatCount(total)} ${plural(total, 'comment', 'comments')} containing “${query}”`,
    lastAction: 'Last action',
    noAction: 'none',
    analysedOne: (id, tag, percent) => `comment #${id} analysed (${tag}, ${percent})`,
    deletedOne: (id) => `comment #${id} deleted`,
    deletedMany: (count) => `${count} comment(s) deleted`,
    empty: 'There are no comments in this industry',
    emptyHelp: 'Import comments from Ingesta or choose another industry.',
    emptySearch: (query) => `No comment contains “${query}”`,
    emptySearchHelp: 'Try another text or clear the search.',
    commentsList: 'Comments',
    analysis: { pending: 'Pending', rules: 'Rules', realScore: 'Real' },
    emotion: 'Emotion',
    correct: 'Correct labels',
    correctTitle: (id) => `Correct the labels of comment #${id}`,
    correctHelp:
      'Your correction is saved as manual and kept when the comment is re-analysed, unless you choose to replace it.',
    objectionField: 'Objection',
    emotionField: 'Emotion',
    painClusterField: 'Pain point',
    saveCorrection: 'Save correction',
    correctedOne: (id) => `comment #${id} corrected by hand`,
    correctedBy: (who, when) => `Corrected by hand by ${who} on ${when}`,
    fallbackReason: (reason) => `Analysed by the rules because the model failed: ${reason}`,
    deletedUser: 'a deleted user',
    manualReanalyseTitle: 'This comment has a manual correction',
    manualReanalyseMessage:
      "If you re-analyse it, the analyser's result replaces the labels corrected by hand. Re-analyse and replace the correction?",
    manualReanalyseConfirm: 'Re-analyse and replace',
    exportCsv: 'Export CSV',
    exporting: 'Exporting...',
    exported: (filename) => `CSV downloaded: ${filename}`,
    opened: {
      badge: 'Opened from the search',
      note: (id) => `The list starts at comment #${id}; newer ones are not shown.`,
      missing: (id) =>
        `Comment #${id} is no longer here: it was deleted or moved to another industry.`,
      showNewest: 'Show the newest',
    },
  },
};
