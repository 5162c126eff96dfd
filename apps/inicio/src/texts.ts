import type { Catalogue } from '@replica/ui';

type InicioTexts = {
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
  opinionsHint: string;
  rootObjectionsHint: string;
  pendingBadge: string;
  metricsFailed: string;
  industriesFailed: string;
  tabsLabel: string;
  tabs: { industries: string; objections: string; language: string };
  objectionsSoon: string;
  languageSoon: string;
  noIndustriesTitle: string;
  noIndustriesDescription: string;
  industryCard: {
    clients: string;
    opinions: string;
    years: string;
    noCities: string;
    openHint: string;
  };
  reclassify: string;
  reclassifying: string;
  reclassified: (reclassified: number, byRules: number, byAI: number) => string;
  reclassifyFailed: (message: string) => string;
  reclassifyDefaultError: string;
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
};

/** Every text of the dashboard, Spanish (spec §2 and §8, verbatim) and English. */
export const inicioTexts: Catalogue<InicioTexts> = {
  es: {
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
    opinionsHint: 'Abrir opiniones sin clasificar',
    rootObjectionsHint: 'Abrir el reporte de sin_clasificar',
    pendingBadge: 'Pendiente análisis',
    metricsFailed: 'Failed to fetch metrics',
    industriesFailed: 'Failed to fetch industries',
    tabsLabel: 'Vistas del panel',
    tabs: { industries: 'Industries', objections: 'Objeciones', language: 'Lenguaje' },
    objectionsSoon: 'Próximamente: Vista de objeciones',
    languageSoon: 'Próximamente: Análisis de lenguaje',
    noIndustriesTitle: 'Aún no hay industrias',
    noIndustriesDescription: 'Importa comentarios en Ingesta para verlas aquí.',
    industryCard: {
      clients: 'Clientes',
      opinions: 'Opiniones',
      years: 'Años',
      noCities: 'Multiple locations',
      openHint: 'Abrir opiniones de esta industria',
    },
    reclassify: 'Auto-clasificar industrias',
    reclassifying: 'Reclasificando...',
    reclassified: (reclassified, byRules, byAI) =>
      `✅ ${reclassified} sources reclasificados (Reglas: ${byRules}, AI model: ${byAI})`,
    reclassifyFailed: (message) => `❌ Error: ${message}`,
    reclassifyDefaultError: 'Error al reclasificar',
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
  },
  en: {
    title: 'RÉPLICA',
    badge: 'Live Intelligence',
    loading: 'Loading...',
    metricsLabel: 'Metrics',
    metrics: {
      industries: 'Industries',
      opinions: 'Opinions',
      rootObjections: 'Root objections',
      pendingToday: 'Objections today',
      templates: 'Templates',
    },
    opinionsHint: 'Open unclassified opinions',
    rootObjectionsHint: 'Open the sin_clasificar report',
    pendingBadge: 'Pending analysis',
    metricsFailed: 'Failed to fetch metrics',
    industriesFailed: 'Failed to fetch industries',
    tabsLabel: 'Dashboard views',
    tabs: { industries: 'Industries', objections: 'Objections', language: 'Language' },
    objectionsSoon: 'Coming soon: Objections view',
    languageSoon: 'Coming soon: Language analysis',
    noIndustriesTitle: 'No industries yet',
    noIndustriesDescription: 'Import comments in Intake to see them here.',
    industryCard: {
      clients: 'Clients',
      opinions: 'Opinions',
      years: 'Years',
      noCities: 'Multiple locations',
      openHint: 'Open this industry’s opinions',
    },
    reclassify: 'Auto-classify industries',
    reclassifying: 'Reclassifying...',
    reclassified: (reclassified, byRules, byAI) =>
      `✅ ${reclassified} sources reclassified (Rules: ${byRules}, AI model: ${byAI})`,
    reclassifyFailed: (message) => `❌ Error: ${message}`,
    reclassifyDefaultError: 'Failed to reclassify',
    closeMessage: 'Close',
    languageLabel: 'Language',
    version: 'v2.0',
    research: '5+ years of research',
    quickActions: 'Quick actions',
    goOpiniones: 'Go to Opinions',
    goIngesta: 'Go to Intake',
    goReporte: 'Go to Report',
    search: 'Search comments',
    searchIndustry: 'Industry',
    searchText: 'Text to search',
    searchSubmit: 'Search',
    searchCancel: 'Cancel',
  },
};
