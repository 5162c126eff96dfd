import { errorMessages } from '@replica/api-client/messages';

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
} as const;
