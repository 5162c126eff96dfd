import type { Bilingual } from '../api-error';
import { errorMessages } from '../messages';

/**
 * What a screen says when something failed without a code to go by (the server could not be
 * reached, or answered something that is not an error body), by what failed, in each language.
 * In Spanish a call's failure is the spec's catalogue text (`errorMessages`); the last entries
 * name failures the screens tell apart more finely than the calls do.
 */
export const failureTexts = {
  signout: { es: errorMessages.signout, en: 'Error signing out' },
  scraper: { es: errorMessages.scraper, en: 'Error running Apify' },
  scraperRuns: { es: errorMessages.scraperRuns, en: 'Could not load the Apify runs' },
  actorFields: { es: errorMessages.actorFields, en: "Could not save the actor's fields" },
  runPreview: { es: errorMessages.runPreview, en: "Could not load the run's preview" },
  addComment: { es: errorMessages.addComment, en: 'Could not add the comment' },
  analyze: { es: errorMessages.analyze, en: 'Failed to analyse' },
  delete: { es: errorMessages.delete, en: 'Failed to delete' },
  recalc: { es: errorMessages.recalc, en: 'Error recalculating' },
  generateIdeas: { es: errorMessages.generateIdeas, en: 'Error generating ideas' },
  generateContent: { es: errorMessages.generateContent, en: 'Error generating content' },
  industryAnswers: {
    es: errorMessages.industryAnswers,
    en: "Error loading the business's answers",
  },
  industryAnswersSave: {
    es: errorMessages.industryAnswersSave,
    en: "Error saving the business's answers",
  },
  templates: { es: errorMessages.templates, en: 'Error loading templates' },
  inbox: { es: errorMessages.inbox, en: 'Failed to load opinions' },
  report: { es: errorMessages.report, en: 'Error loading the report' },
  industryUpdate: { es: errorMessages.industryUpdate, en: 'Failed to update the industry' },
  industryCreate: { es: errorMessages.industryCreate, en: 'Failed to create the industry' },
  industryDelete: { es: errorMessages.industryDelete, en: 'Failed to delete the industry' },
  sampleData: { es: errorMessages.sampleData, en: 'Failed to load the sample data' },
  trends: { es: errorMessages.trends, en: 'Error loading the trends' },
  correct: { es: errorMessages.correct, en: 'Failed to correct the labels' },
  export: { es: errorMessages.export, en: 'Failed to export CSV' },
  workspaces: { es: errorMessages.workspaces, en: 'Error loading the workspaces' },
  workspaceUpdate: { es: errorMessages.workspaceUpdate, en: 'Error changing the workspace' },
  invitation: { es: errorMessages.invitation, en: 'Error accepting the invitation' },
  invitationDetails: { es: errorMessages.invitationDetails, en: 'Error loading the invitation' },
  password: { es: errorMessages.password, en: 'Error changing the password' },
  team: { es: errorMessages.team, en: 'Error loading the team' },
  teamUpdate: { es: errorMessages.teamUpdate, en: 'Error updating the team' },
  jobs: { es: errorMessages.jobs, en: 'Failed to load the background job' },
  jobStart: { es: errorMessages.jobStart, en: 'Failed to start the background job' },
  jobCancel: { es: errorMessages.jobCancel, en: 'Failed to cancel the job' },
  watchUpdate: { es: errorMessages.watchUpdate, en: 'Could not save the watch' },
  watchAction: { es: errorMessages.watchUpdate, en: 'Could not change the watch' },
  settingsUpdate: { es: errorMessages.settingsUpdate, en: 'Could not save the alert settings' },
  signoutOthers: {
    es: 'Error al cerrar las otras sesiones',
    en: 'Error signing out the other sessions',
  },
  workspaceRename: { es: 'Error al cambiar el nombre', en: 'Error renaming the workspace' },
  workspaceDelete: {
    es: 'Error al eliminar el espacio de trabajo',
    en: 'Error deleting the workspace',
  },
  webhookRotate: {
    es: 'Error al cambiar el token del webhook',
    en: 'Error changing the webhook token',
  },
  reimport: {
    es: 'Error al reimportar la ejecución de Apify',
    en: 'Error re-importing the Apify run',
  },
} as const satisfies Record<string, Bilingual>;

/** What failed, as `errorText` takes it: `'delete'`, `'templates'`… */
export type FailureKey = keyof typeof failureTexts;
