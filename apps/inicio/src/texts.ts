import { catalogue } from '@replica/ui';

export type InicioTexts = {
  title: string;
  badge: string;
  loading: string;
  metricsLabel: string;
  metrics: {
    industries: string;
    opinions: string;
    rootObjections: string;
    pendingToday: string;
    templates: string;
  };
  /** What each figure counts, under it: 'Industrias 0' beside eight cards needs saying. */
  metricCaptions: {
    industries: string;
    opinions: string;
    rootObjections: string;
    pendingToday: string;
    templates: string;
  };
  opinionsHint: string;
  rootObjectionsHint: string;
  pendingBadge: string;
  metricsFailed: string;
  industriesFailed: string;
  tabsLabel: string;
  tabs: { industries: string; objections: string; wording: string };
  objectionsSoon: string;
  wordingSoon: string;
  retry: string;
  objections: {
    loading: string;
    failed: string;
    empty: string;
    caption: string;
    industry: string;
    total: string;
    allIndustries: string;
  };
  wording: {
    industry: string;
    intro: string;
    loading: string;
    failed: string;
    empty: string;
    sample: (sampled: string, limit: string) => string;
    words: string;
    phrases: string;
    term: string;
    comments: string;
    noPhrases: string;
  };
  noIndustriesTitle: string;
  noIndustriesDescription: string;
  industryCard: {
    clients: string;
    opinions: string;
    years: string;
    noCities: string;
    openHint: string;
    edit: string;
    notSet: string;
    fillIn: string;
  };
  /** The dialog that renames an industry and sets its clients, years and cities (admins, owners). */
  editIndustry: {
    title: (industry: string) => string;
    help: string;
    name: string;
    nameHint: string;
    nameInvalid: string;
    clients: string;
    years: string;
    cities: string;
    citiesHint: string;
    clientsInvalid: string;
    yearsInvalid: string;
    citiesInvalid: string;
    save: string;
    saving: string;
    cancel: string;
  };
  reclassify: string;
  reclassifying: string;
  reclassified: (reclassified: number, byRules: number, byAI: number) => string;
  reclassifyFailed: (message: string) => string;
  reclassifyDefaultError: string;
  /** The progress of the background reclassification. */
  reclassifyProgress: string;
  reclassifyCancelled: string;
  reclassifyWatchFailed: string;
  closeMessage: string;
  languageLabel: string;
  version: string;
  research: string;
  quickActions: string;
  goOpiniones: string;
  goIngesta: string;
  goReporte: string;
  search: string;
  searchIndustry: string;
  searchText: string;
  searchSubmit: string;
  searchCancel: string;
  /** The search popover's filter and results, across every industry or in one. */
  searchResults: {
    allIndustries: string;
    searching: string;
    list: string;
    count: (shown: number, more: boolean) => string;
    narrow: string;
    openAll: string;
    empty: (query: string) => string;
    emptyHelp: (industry: string | undefined) => string;
    retry: string;
    dateLocale: string;
  };
};

/** Every text of the dashboard: Spanish in the product's fixed wording, verbatim, and English. */
export const inicioTexts = catalogue<InicioTexts>(
  {
    title: 'RÉPLICA',
    badge: 'Live Intelligence',
    loading: 'Cargando...',
    metricsLabel: 'Métricas',
    metrics: {
      industries: 'Industrias',
      opinions: 'Opiniones',
      rootObjections: 'Objeciones raíz',
      pendingToday: 'Objeciones hoy',
      templates: 'Templates',
    },
    metricCaptions: {
      industries: 'con al menos un comentario',
      opinions: 'comentarios guardados',
      rootObjections: 'causas raíz distintas',
      pendingToday: 'llegadas hoy, aún sin analizar',
      templates: 'ideas de contenido guardadas',
    },
    opinionsHint: 'Abrir opiniones sin clasificar',
    rootObjectionsHint: 'Abrir el reporte de sin_clasificar',
    pendingBadge: 'Pendiente análisis',
    metricsFailed: 'Failed to fetch metrics',
    industriesFailed: 'Failed to fetch industries',
    tabsLabel: 'Vistas del panel',
    tabs: { industries: 'Industries', objections: 'Objeciones', wording: 'Lenguaje' },
    objectionsSoon: 'Próximamente: Vista de objeciones',
    wordingSoon: 'Próximamente: Análisis de lenguaje',
    retry: 'Reintentar',
    objections: {
      loading: 'Cargando objeciones...',
      failed: 'Error al cargar las objeciones',
      empty: 'Aún no hay comentarios analizados.',
      caption:
        'Comentarios analizados por industria y objeción: cantidad y porcentaje sobre el total de la industria',
      industry: 'Industria',
      total: 'Total',
      allIndustries: 'Todas las industrias',
    },
    wording: {
      industry: 'Industria',
      intro:
        'Las palabras y frases con que esta industria expresa sus objeciones: lo que el contenido debe responder.',
      loading: 'Cargando lenguaje...',
      failed: 'Error al cargar el lenguaje',
      empty: 'Esta industria aún no tiene comentarios de objeción analizados.',
      sample: (sampled, limit) =>
        `Sobre los ${sampled} comentarios de objeción más recientes (como máximo ${limit}). Cada término cuenta una vez por comentario; sin palabras vacías en español ni en inglés.`,
      words: 'Palabras más frecuentes',
      phrases: 'Frases más frecuentes (2 y 3 palabras)',
      term: 'Término',
      comments: 'Comentarios',
      noPhrases: 'Ninguna frase se repite en dos o más comentarios.',
    },
    noIndustriesTitle: 'Aún no hay industrias',
    noIndustriesDescription: 'Importa comentarios en Ingesta para verlas aquí.',
    industryCard: {
      clients: 'Clientes',
      opinions: 'Opiniones',
      years: 'Años',
      noCities: 'Multiple locations',
      openHint: 'Abrir opiniones de esta industria',
      edit: 'Editar',
      notSet: 'Sin indicar',
      fillIn: 'Completar clientes y años',
    },
    editIndustry: {
      title: (industry) => `Editar ${industry}`,
      help: 'Lo que muestra la tarjeta de la industria en el panel.',
      name: 'Nombre',
      nameHint: 'Sus comentarios, ideas y seguimientos pasan al nuevo nombre.',
      nameInvalid: 'Escribe un nombre de hasta 80 caracteres.',
      clients: 'Clientes',
      years: 'Años',
      cities: 'Ciudades',
      citiesHint: 'Separadas por comas. Sin ciudades, la tarjeta dice “Multiple locations”.',
      clientsInvalid: 'Escribe un número entero de clientes, de 0 a 1,000,000,000.',
      yearsInvalid: 'Escribe los años como un número de 0 a 1,000; por ejemplo 3 o 2.5.',
      citiesInvalid: 'Hasta 50 ciudades, de 80 caracteres como máximo cada una.',
      save: 'Guardar',
      saving: 'Guardando...',
      cancel: 'Cancelar',
    },
    reclassify: 'Auto-clasificar industrias',
    reclassifying: 'Reclasificando...',
    reclassified: (reclassified, byRules, byAI) =>
      `✅ ${reclassified} sources reclasificados (Reglas: ${byRules}, AI model: ${byAI})`,
    reclassifyFailed: (message) => `❌ Error: ${message}`,
    reclassifyDefaultError: 'Error al reclasificar',
    reclassifyProgress: 'Reclasificando industrias',
    reclassifyCancelled: '⚠️ Reclasificación cancelada',
    reclassifyWatchFailed: 'No se pudo consultar el estado de la reclasificación',
    closeMessage: 'Cerrar',
    languageLabel: 'Idioma',
    version: 'v2.0',
    research: '5+ years of research',
    quickActions: 'Accesos rápidos',
    goOpiniones: 'Ir a Opiniones',
    goIngesta: 'Ir a Ingesta',
    goReporte: 'Ir a Reporte',
    search: 'Buscar comentarios',
    searchIndustry: 'Industria',
    searchText: 'Texto a buscar',
    searchSubmit: 'Buscar',
    searchCancel: 'Cancelar',
    searchResults: {
      allIndustries: 'Todas las industrias',
      searching: 'Buscando...',
      list: 'Resultados de la búsqueda',
      count: (shown, more) => {
        if (more) return `Los ${shown} más recientes; hay más.`;
        return shown === 1 ? '1 resultado' : `${shown} resultados`;
      },
      narrow: 'Elige una industria o precisa el texto para ver el resto.',
      openAll: 'Ver todos en Opiniones',
      empty: (query) => `Sin resultados para «${query}»`,
      emptyHelp: (industry) =>
        industry
          ? `Se buscó solo en ${industry}; prueba con todas las industrias.`
          : 'Se buscó en todas las industrias.',
      retry: 'Reintentar',
      dateLocale: 'es-ES',
    },
  },
  () => import('./texts.en'),
);
