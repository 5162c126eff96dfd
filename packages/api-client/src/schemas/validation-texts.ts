import {
  MAX_AUTHOR_LENGTH,
  MAX_INBOX_SEARCH_LENGTH,
  MIN_SEARCH_LENGTH,
  MAX_PAIN_CLUSTER_LENGTH,
  MAX_INDUSTRY_ANSWER_LENGTH,
  MAX_BULK_COMMENTS,
  MAX_COMMENT_LENGTH,
  MAX_INDUSTRY_LENGTH,
  MIN_NEW_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './limits';
import type { Bilingual } from '../api-error';
import { AUDIT_KINDS } from './audit-kinds';

/**
 * The shared schemas' own refusals, each under the stable code the API answers it with
 * (`{error, code}`): in Spanish (the API's default and the spec's language) and in English, for
 * a request or a screen in English. A schema refuses with `refusal(code)`.
 */
export const validationErrorTexts = {
  invalid_email: {
    es: 'Introduce un correo electrónico válido',
    en: 'Enter a valid e-mail address',
  },
  password_required: { es: 'La contraseña es requerida', en: 'The password is required' },
  password_too_long: {
    es: 'La contraseña admite como máximo 256 caracteres',
    en: 'The password takes 256 characters at most',
  },
  text_required: { es: 'El texto es requerido', en: 'The text is required' },
  no_comments_to_import: {
    es: 'No hay comentarios para importar',
    en: 'There are no comments to import',
  },
  no_comments_selected: { es: 'No hay comentarios seleccionados', en: 'No comments are selected' },
  industry_required: { es: 'La industria es requerida', en: 'The industry is required' },
  invalid_idea_id: { es: 'Identificador de idea inválido', en: 'Invalid idea id' },
  pain_cluster_not_text: {
    es: 'El punto de dolor debe ser un texto',
    en: 'The pain point must be text',
  },
  pain_cluster_too_short: {
    es: 'El punto de dolor necesita al menos 2 caracteres',
    en: 'The pain point needs at least 2 characters',
  },
  nothing_to_correct: {
    es: 'Indica al menos una etiqueta a corregir: objeción, emoción o punto de dolor',
    en: 'Give at least one label to correct: objection, emotion or pain point',
  },
  actor_or_task_required: {
    es: 'Debes proporcionar actorId o taskId',
    en: 'Give actorId or taskId',
  },
  run_required: { es: 'Falta la ejecución', en: 'The run is missing' },
  actor_required: { es: 'Falta el actor', en: 'The actor is missing' },
  field_text_required: {
    es: 'Elige el campo que contiene el texto del comentario',
    en: "Choose the field that holds the comment's text",
  },
  field_path_invalid: {
    es: 'Campo inválido: nombres separados por puntos (user.name), de 200 caracteres como máximo',
    en: 'Invalid field: names joined by dots (user.name), 200 characters at most',
  },
  webhook_run_missing: {
    es: 'El evento de Apify no indica la ejecución (eventData.actorRunId)',
    en: 'The Apify event does not name the run (eventData.actorRunId)',
  },
  invalid_id: { es: 'Identificador inválido', en: 'Invalid id' },
  workspace_name_required: {
    es: 'El nombre del espacio de trabajo es requerido',
    en: 'The workspace name is required',
  },
  name_control_characters: {
    es: 'El nombre no puede llevar saltos de línea ni caracteres de control',
    en: 'The name cannot contain line breaks or control characters',
  },
  api_token_name_required: {
    es: 'Dale al token un nombre de 1 a 80 caracteres (para qué integración es)',
    en: 'Give the token a name of 1 to 80 characters (which integration it is for)',
  },
  api_token_role_invalid: {
    es: 'El rol del token debe ser viewer, analyst o admin',
    en: 'The token role must be viewer, analyst or admin',
  },
  apify_token_invalid: {
    es: 'Pega el token de API de Apify: de 8 a 200 letras, números, guiones o guiones bajos, sin espacios',
    en: "Paste Apify's API token: 8 to 200 letters, digits, hyphens or underscores, no spaces",
  },
  workspace_name_too_long: {
    es: 'El nombre del espacio de trabajo admite como máximo 80 caracteres',
    en: 'The workspace name takes 80 characters at most',
  },
  invalid_role: {
    es: 'Rol inválido: viewer, analyst, admin u owner',
    en: 'Invalid role: viewer, analyst, admin or owner',
  },
  invitation_token_required: {
    es: 'Falta el token de la invitación',
    en: 'The invitation token is missing',
  },
  password_too_short: {
    es: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
    en: `The password needs at least ${MIN_PASSWORD_LENGTH} characters`,
  },
  new_password_too_short: {
    es: `La contraseña debe tener al menos ${MIN_NEW_PASSWORD_LENGTH} caracteres`,
    en: `The password needs at least ${MIN_NEW_PASSWORD_LENGTH} characters`,
  },
  reset_token_required: {
    es: 'Falta el código del enlace para restablecer la contraseña',
    en: 'The password reset link is missing its code',
  },
  text_too_long: {
    es: `El texto admite como máximo ${MAX_COMMENT_LENGTH} caracteres`,
    en: `The text takes ${MAX_COMMENT_LENGTH} characters at most`,
  },
  author_too_long: {
    es: `El autor admite como máximo ${MAX_AUTHOR_LENGTH} caracteres`,
    en: `The author takes ${MAX_AUTHOR_LENGTH} characters at most`,
  },
  too_many_comments: {
    es: `Como máximo ${MAX_BULK_COMMENTS} comentarios por petición`,
    en: `At most ${MAX_BULK_COMMENTS} comments per request`,
  },
  industry_too_long: {
    es: `La industria admite como máximo ${MAX_INDUSTRY_LENGTH} caracteres`,
    en: `The industry takes ${MAX_INDUSTRY_LENGTH} characters at most`,
  },
  search_too_short: {
    es: `Escribe al menos ${MIN_SEARCH_LENGTH} caracteres para buscar`,
    en: `Type at least ${MIN_SEARCH_LENGTH} characters to search`,
  },
  search_too_long: {
    es: `La búsqueda admite como máximo ${MAX_INBOX_SEARCH_LENGTH} caracteres`,
    en: `The search takes ${MAX_INBOX_SEARCH_LENGTH} characters at most`,
  },
  pain_cluster_too_long: {
    es: `El punto de dolor admite como máximo ${MAX_PAIN_CLUSTER_LENGTH} caracteres`,
    en: `The pain point takes ${MAX_PAIN_CLUSTER_LENGTH} characters at most`,
  },
  industry_answer_too_long: {
    es: `Cada respuesta admite como máximo ${MAX_INDUSTRY_ANSWER_LENGTH} caracteres`,
    en: `Each answer takes ${MAX_INDUSTRY_ANSWER_LENGTH} characters at most`,
  },
  // The spec's catalogue text for a content request that names no industry.
  content_industry_required: { es: 'Error al generar contenido', en: 'Error generating content' },
  watch_name_required: {
    es: 'El nombre del seguimiento es requerido',
    en: 'The watch needs a name',
  },
  watch_weekday_required: {
    es: 'Elige el día de la semana del seguimiento semanal',
    en: 'Choose the weekday of a weekly watch',
  },
  watch_hour_invalid: {
    es: 'La hora debe ser un número entero de 0 a 23',
    en: 'The hour must be a whole number from 0 to 23',
  },
  time_zone_invalid: {
    es: 'Zona horaria desconocida (usa un nombre IANA, p. ej. Europe/Madrid)',
    en: 'Unknown time zone (use an IANA name, e.g. Europe/Madrid)',
  },
  alert_email_invalid: {
    es: 'Cada destinatario debe ser un correo electrónico válido',
    en: 'Each recipient must be a valid e-mail address',
  },
  alert_recipients_too_many: { es: 'Como máximo 20 destinatarios', en: '20 recipients at most' },
  alert_webhook_invalid: {
    es: 'La URL del webhook debe empezar por https:// o http://',
    en: 'The webhook URL must start with https:// or http://',
  },
  invalid_audit_kind: {
    es: `Tipo de actividad desconocido: usa ${AUDIT_KINDS.join(', ')}`,
    en: `Unknown kind of activity: use ${AUDIT_KINDS.join(', ')}`,
  },
  invalid_audit_action: {
    es: 'Acción desconocida (son como members.role)',
    en: 'Unknown action (they look like members.role)',
  },
  confirmation_token_required: {
    es: 'Falta el código del enlace de confirmación',
    en: 'The confirmation link is missing its code',
  },
} as const satisfies Record<string, Bilingual>;

export type ValidationCode = keyof typeof validationErrorTexts;
