import { errorMessages } from '@replica/api-client/messages';
import { englishValidationTexts, validationTexts } from '@replica/api-client/schemas';

/** Every `{error}` text the API answers with that is not a schema's own validation message. */
export const apiMessages = {
  unauthenticated: errorMessages.unauthenticated,
  signinInvalid: errorMessages.signinInvalid,
  emailTaken: 'Ya existe una cuenta con ese correo',
  commonPassword:
    'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra, por ejemplo una frase de varias palabras.',
  tooManyAttempts: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
  invalidJson: 'JSON inválido',
  jsonOnly: 'El cuerpo de la petición debe ser JSON (Content-Type: application/json)',
  invalidInput: 'Datos inválidos',
  bodyTooLarge: 'La petición supera el tamaño máximo de 1 MB',
  notFound: 'Ruta no encontrada',
  internal: 'Error interno del servidor',
  databaseUnavailable:
    'La base de datos no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  industryNotFound: 'Industria no encontrada',
  noChanges: 'No hay cambios',
  ideaNotFound: 'Idea no encontrada',
  commentNotFound: 'Comentario no encontrado',
  invalidCursor: 'Cursor de paginación inválido',
  analyzeFailed: errorMessages.analyze,
  noAnalysedComments:
    'No hay comentarios analizados en esta industria todavía: analiza comentarios antes de generar contenido.',
  ideasNeedIndustry: 'Elige una industria concreta para generar ideas',
  apifyFailed: errorMessages.scraper,
  webhookNotConfigured:
    'El webhook de Apify no está configurado en el servidor (falta APIFY_WEBHOOK_SECRET)',
  webhookSecretInvalid: 'Secreto del webhook inválido',
  webhookTokenInvalid:
    'Token del webhook desconocido: copia de nuevo la URL del webhook en Ingesta',
  forbidden: 'No tienes permiso para esta acción',
  memberNotFound: 'Miembro no encontrado',
  workspaceNotFound: 'Espacio de trabajo no encontrado',
  invitationNotFound: 'Invitación no encontrada',
  invitationInvalid: 'La invitación no es válida: ha caducado, ya se usó o se revocó',
  invitationOtherEmail: 'Esta invitación es para otro correo',
  lastOwner: 'El espacio de trabajo debe conservar al menos un propietario',
  alreadyMember: 'Esa persona ya es miembro de este espacio de trabajo',
  jobNotFound: 'Trabajo no encontrado',
  jobFinished: 'Este trabajo ya terminó',
  jobsUnavailable: 'El trabajo en segundo plano no está disponible en este servidor',
} as const;

/**
 * The same texts for a client that asks in English (Accept-Language, which the front end sets
 * to its interface language); Spanish stays the default, as the spec's catalogue.
 */
const englishApiMessages: Record<keyof typeof apiMessages, string> = {
  unauthenticated: 'Not signed in',
  signinInvalid: 'Invalid sign-in',
  emailTaken: 'An account with that e-mail already exists',
  commonPassword:
    'That password is one of the most used and easy to guess. Choose another, such as a phrase of several words.',
  tooManyAttempts: 'Too many failed attempts. Wait a few minutes and try again.',
  invalidJson: 'Invalid JSON',
  jsonOnly: 'The request body must be JSON (Content-Type: application/json)',
  invalidInput: 'Invalid data',
  bodyTooLarge: 'The request exceeds the maximum size of 1 MB',
  notFound: 'Route not found',
  internal: 'Internal server error',
  databaseUnavailable: 'The database is not available right now. Try again in a few seconds.',
  industryNotFound: 'Industry not found',
  noChanges: 'No changes',
  ideaNotFound: 'Idea not found',
  commentNotFound: 'Comment not found',
  invalidCursor: 'Invalid paging cursor',
  analyzeFailed: 'Analysis failed',
  noAnalysedComments:
    'This industry has no analysed comments yet: analyse comments before generating content.',
  ideasNeedIndustry: 'Choose a specific industry to generate ideas',
  apifyFailed: 'Apify run failed',
  webhookNotConfigured:
    'The Apify webhook is not configured on the server (APIFY_WEBHOOK_SECRET is missing)',
  webhookSecretInvalid: 'Invalid webhook secret',
  webhookTokenInvalid: 'Unknown webhook token: copy the webhook URL from Ingesta again',
  forbidden: 'You do not have permission for this action',
  memberNotFound: 'Member not found',
  workspaceNotFound: 'Workspace not found',
  invitationNotFound: 'Invitation not found',
  invitationInvalid: 'The invitation is not valid: it has expired, was used or was revoked',
  invitationOtherEmail: 'This invitation is for another e-mail',
  lastOwner: 'The workspace must keep at least one owner',
  alreadyMember: 'That person is already a member of this workspace',
  jobNotFound: 'Job not found',
  jobFinished: 'This job has already finished',
  jobsUnavailable: 'Background work is not available on this server',
};

const englishBySpanish = new Map<string, string>([
  ...(Object.keys(apiMessages) as Array<keyof typeof apiMessages>).map(
    (key) => [apiMessages[key], englishApiMessages[key]] as const,
  ),
  ...(Object.keys(validationTexts) as Array<keyof typeof validationTexts>).map(
    (key) => [validationTexts[key], englishValidationTexts[key]] as const,
  ),
]);

/**
 * An error text of this API in English: a text of the lists above or of the shared schemas, or
 * one followed by ': ' and a detail (`Error al ejecutar Apify: 402 …`), whose detail stays as it
 * is. Any other text is answered as it is.
 */
export function apiMessageInEnglish(message: string): string {
  const whole = englishBySpanish.get(message);
  if (whole) return whole;
  const separator = message.indexOf(': ');
  const prefix = separator === -1 ? undefined : englishBySpanish.get(message.slice(0, separator));
  return prefix ? `${prefix}${message.slice(separator)}` : message;
}
