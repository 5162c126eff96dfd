import { catalogue } from '@replica/ui';

export type ReporteTexts = {
  title: string;
  industry: string;
  recalc: string;
  recalculating: string;
  recalcDone: (updated: string) => string;
  recalcError: string;
  recalcCancelled: string;
  loading: string;
  loadingIdeas: string;
  loadError: string;
  retry: string;
  close: string;
  noData: string;
  noDataHelp: string;
  goToIngesta: string;
  goToOpiniones: string;
  painPoints: string;
  painPointsOrder: string;
  byScore: string;
  byFrequency: string;
  noPainPoints: string;
  frequency: string;
  avgSentiment: string;
  avgRealScore: string;
  distribution: string;
  distributionCaption: string;
  objectionTag: string;
  count: string;
  percent: string;
  fiveWhys: string;
  noFiveWhys: string;
  emotion: string;
  realScore: string;
  painCluster: string;
  why: (step: number) => string;
  rootCause: string;
  ideas: string;
  generateIdeas: string;
  generating: string;
  ideasGenerated: (generated: string) => string;
  noIdeas: string;
  noIdeasHelp: string;
  /** For a role that may not generate ideas, which has no 'Generar Ideas' to press. */
  noIdeasHelpReadOnly: string;
  moreIdeas: (shown: string, total: string) => string;
  goToTemplates: string;
  ideasError: string;
  ideaLabels: { hook: string; angle: string; scriptOutline: string };
  corrections: {
    title: string;
    agreement: (percent: string) => string;
    count: (corrections: string) => string;
    byLabel: (emotion: string, painCluster: string) => string;
    explanation: string;
    empty: string;
  };
  exportCsv: string;
  exporting: string;
  exported: (filename: string) => string;
  trends: {
    title: string;
    subtitle: string;
    loading: string;
    loadError: string;
    empty: string;
    chartLabel: string;
    chartLoading: string;
    showTable: string;
    hideTable: string;
    tableCaption: string;
    week: string;
    inProgress: string;
    total: string;
    rising: string;
    risingDetail: (last: string, baseline: string) => string;
    risingRule: string;
  };
};

/** Every text of the Reporte screen. Spanish is the spec's; English is its translation. */
export const reporteTexts = catalogue<ReporteTexts>(
  {
    title: 'Reporte',
    industry: 'Industria',
    recalc: 'Recalcular',
    recalculating: 'Recalculando...',
    recalcDone: (updated) => `✅ Recalculado: ${updated} actualizados`,
    recalcError: 'Error al recalcular',
    recalcCancelled: 'Recálculo cancelado: lo hecho hasta ahora se conserva',
    loading: 'Cargando reporte...',
    loadingIdeas: 'Cargando ideas...',
    loadError: 'No se pudo cargar el reporte',
    retry: 'Reintentar',
    close: 'Cerrar',
    noData: 'Aún no hay opiniones analizadas en esta industria',
    noDataHelp:
      'Importa comentarios en Ingesta y analízalos en Opiniones con “Analizar pendientes”; el reporte se llenará con sus pain points, objeciones y causas raíz.',
    goToIngesta: 'Ir a Ingesta',
    goToOpiniones: 'Ir a Opiniones',
    painPoints: 'Top Pain Points',
    painPointsOrder: 'Ordenar por',
    byScore: 'Real score promedio',
    byFrequency: 'Frecuencia',
    noPainPoints:
      'Aún ningún dolor se repite en 3 comentarios o más. Cuando varios comentarios digan lo mismo, aparecerá aquí.',
    frequency: 'Frecuencia',
    avgSentiment: 'Sentimiento promedio',
    avgRealScore: 'Real score promedio',
    distribution: 'Distribution of Objections',
    distributionCaption: 'Cantidad y porcentaje de comentarios por objeción',
    objectionTag: 'Objeción',
    count: 'Cantidad',
    percent: 'Porcentaje',
    fiveWhys: 'Análisis REAL (5 Whys)',
    noFiveWhys: 'Aún no hay comentarios con los cinco porqués completos.',
    emotion: 'Emoción',
    realScore: 'Real score',
    painCluster: 'Pain cluster',
    why: (step) => `Por qué ${step}`,
    rootCause: 'Causa raíz',
    ideas: 'Content Ideas',
    generateIdeas: 'Generar Ideas',
    generating: 'Generando...',
    ideasGenerated: (generated) => `✅ ${generated} ideas generadas`,
    noIdeas: 'Aún no hay ideas para esta industria',
    noIdeasHelp: 'Pulsa “Generar Ideas” para crearlas a partir de sus pain points.',
    noIdeasHelpReadOnly: 'Aparecerán aquí cuando alguien del equipo las genere.',
    moreIdeas: (shown, total) => `Mostrando las ${shown} más recientes de ${total}.`,
    goToTemplates: 'Ver todas en Templates',
    ideasError: 'Error loading templates',
    ideaLabels: { hook: 'Hook', angle: 'Ángulo', scriptOutline: 'Guion' },
    corrections: {
      title: 'Correcciones a mano',
      agreement: (percent) => `Acuerdo con correcciones: ${percent}`,
      count: (corrections) => `(${corrections} correcciones)`,
      byLabel: (emotion, painCluster) => `Emoción: ${emotion} · Punto de dolor: ${painCluster}`,
      explanation:
        'Cuántas veces el analizador de reglas dio la misma objeción que la persona que corrigió la etiqueta en Opiniones.',
      empty:
        'Aún no hay correcciones a mano en esta industria. Corrige etiquetas en Opiniones para medir el acuerdo del analizador.',
    },
    exportCsv: 'Exportar CSV',
    exporting: 'Exportando...',
    exported: (filename) => `CSV descargado: ${filename}`,
    trends: {
      title: 'Tendencias de objeciones',
      subtitle:
        'Comentarios de cada objeción por semana (de lunes a domingo) en las últimas 12 semanas; la última está en curso.',
      loading: 'Cargando tendencias...',
      loadError: 'Error al cargar las tendencias',
      empty: 'No hay comentarios analizados en las últimas 12 semanas.',
      chartLabel: 'Gráfico de líneas: comentarios de cada objeción por semana',
      chartLoading: 'Cargando gráfico...',
      showTable: 'Ver como tabla',
      hideTable: 'Ocultar tabla',
      tableCaption: 'Comentarios de cada objeción por semana (semana del lunes indicado)',
      week: 'Semana',
      inProgress: 'en curso',
      total: 'Total',
      rising: 'Subida fuerte',
      risingDetail: (last, baseline) => `${last} esta semana; media anterior ${baseline}`,
      risingRule:
        'Subida fuerte: la semana en curso llega al doble de la media de las 4 semanas anteriores y la supera en 5 comentarios o más.',
    },
  },
  () => import('./texts.en'),
);
