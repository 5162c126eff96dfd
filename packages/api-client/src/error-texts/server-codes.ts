import type { Bilingual } from '../api-error';
import { errorMessages } from '../messages';

/**
 * Every refusal of the API's own, by its stable code: Spanish (the default, the spec's
 * catalogue) and English (a request that asks in English). The code is what programs read; the
 * text is for people and may be reworded. The shared schemas' refusals are in
 * `validationErrorTexts`.
 */
export const serverErrorTexts = {
  not_signed_in: { es: errorMessages.unauthenticated, en: 'Not signed in' },
  signin_invalid: { es: errorMessages.signinInvalid, en: 'Invalid sign-in' },
  email_taken: {
    es: 'Ya existe una cuenta con ese correo',
    en: 'An account with that e-mail already exists',
  },
  common_password: {
    es: 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra, por ejemplo una frase de varias palabras.',
    en: 'That password is one of the most used and easy to guess. Choose another, such as a phrase of several words.',
  },
  api_token_not_allowed: {
    es: 'Un token de API no puede usar esta ruta: inicia sesión para hacerlo',
    en: 'An API token cannot use this route: sign in to do it',
  },
  api_token_role_too_high: {
    es: 'Un token no puede tener un rol mayor que el tuyo',
    en: 'A token cannot have a higher role than yours',
  },
  api_token_not_found: { es: 'Token de API no encontrado', en: 'API token not found' },
  current_password_invalid: {
    es: 'La contraseña actual no es correcta',
    en: 'The current password is not correct',
  },
  reset_invalid: {
    es: 'Este enlace para restablecer la contraseña no es válido: ha caducado o ya se usó. Pide otro.',
    en: 'This password reset link is not valid: it has expired or was used. Ask for another.',
  },
  reset_link_forbidden: {
    es: 'Solo puedes crear un enlace de restablecimiento para alguien de un rol inferior cuya cuenta sea solo de este espacio de trabajo',
    en: 'You can only make a reset link for someone of a lower role whose account belongs to this workspace alone',
  },
  too_many_attempts: {
    es: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
    en: 'Too many failed attempts. Wait a few minutes and try again.',
  },
  invalid_json: { es: 'JSON inválido', en: 'Invalid JSON' },
  json_only: {
    es: 'El cuerpo de la petición debe ser JSON (Content-Type: application/json)',
    en: 'The request body must be JSON (Content-Type: application/json)',
  },
  invalid_input: { es: 'Datos inválidos', en: 'Invalid data' },
  body_too_large: {
    es: 'La petición supera el tamaño máximo de 1 MB',
    en: 'The request exceeds the maximum size of 1 MB',
  },
  not_found: { es: 'Ruta no encontrada', en: 'Route not found' },
  internal_error: { es: 'Error interno del servidor', en: 'Internal server error' },
  database_unavailable: {
    es: 'La base de datos no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
    en: 'The database is not available right now. Try again in a few seconds.',
  },
  industry_not_found: { es: 'Industria no encontrada', en: 'Industry not found' },
  industry_exists: {
    es: 'Ya existe una industria con ese nombre',
    en: 'An industry with that name already exists',
  },
  industry_unclassified_fixed: {
    es: 'Los comentarios sin clasificar no se pueden renombrar, fusionar ni eliminar',
    en: 'The unclassified comments cannot be renamed, merged or deleted',
  },
  industry_merge_self: {
    es: 'Elige otra industria para fusionarla',
    en: 'Choose another industry to merge it into',
  },
  sample_data_loaded: {
    es: 'Los datos de ejemplo ya están cargados',
    en: 'The sample data is already loaded',
  },
  industry_busy: {
    es: 'Hay un trabajo en curso en esta industria; espera a que termine o cancélalo',
    en: 'Work is running on this industry; wait for it to finish or cancel it',
  },
  no_changes: { es: 'No hay cambios', en: 'No changes' },
  idea_not_found: { es: 'Idea no encontrada', en: 'Idea not found' },
  comment_not_found: { es: 'Comentario no encontrado', en: 'Comment not found' },
  invalid_cursor: { es: 'Cursor de paginación inválido', en: 'Invalid paging cursor' },
  analyze_failed: { es: errorMessages.analyze, en: 'Analysis failed' },
  no_analysed_comments: {
    es: 'No hay comentarios analizados en esta industria todavía: analiza comentarios antes de generar contenido.',
    en: 'This industry has no analysed comments yet: analyse comments before generating content.',
  },
  ideas_need_industry: {
    es: 'Elige una industria concreta para generar ideas',
    en: 'Choose a specific industry to generate ideas',
  },
  apify_failed: { es: errorMessages.scraper, en: 'Apify run failed' },
  apify_not_connected: {
    es: 'Este espacio de trabajo no tiene una cuenta de Apify conectada: un administrador puede conectarla en Equipo',
    en: 'This workspace has no Apify account connected: an admin can connect one in Team',
  },
  apify_account_unreadable: {
    es: 'No se puede usar la cuenta de Apify de este espacio de trabajo: un administrador debe conectarla de nuevo en Equipo',
    en: "This workspace's Apify account cannot be used: an admin must connect it again in Team",
  },
  invalid_run_input: { es: 'El input JSON no es válido', en: 'The input JSON is not valid' },
  run_not_found: { es: 'Ejecución de Apify no encontrada', en: 'Apify run not found' },
  apify_token_refused: {
    es: 'Apify no reconoce ese token: cópialo de nuevo desde Apify (Settings → API & Integrations)',
    en: 'Apify does not recognise that token: copy it again from Apify (Settings → API & Integrations)',
  },
  secrets_key_missing: {
    es: 'Este servidor no puede guardar tokens de otros servicios: quien lo administra debe configurar una clave de cifrado (SECRETS_KEY)',
    en: 'This server cannot keep tokens of other services: whoever runs it must set an encryption key (SECRETS_KEY)',
  },
  run_not_reimportable: {
    es: 'Solo se puede volver a importar una ejecución terminada cuya importación falló',
    en: 'Only a finished run whose import failed can be imported again',
  },
  run_importing: {
    es: 'Esta ejecución ya se está importando',
    en: 'This run is already being imported',
  },
  run_not_finished: {
    es: 'La ejecución todavía no ha terminado con éxito: no hay elementos que mostrar',
    en: 'The run has not finished successfully yet: there are no items to show',
  },
  run_needs_fields: {
    es: 'Elige antes qué campos de este actor tienen el texto, el autor, la fecha y el id',
    en: "First choose which of this actor's fields hold the text, author, date and id",
  },
  webhook_not_configured: {
    es: 'El webhook de Apify no está activado en este servidor: quien administra el servidor debe configurarle un secreto',
    en: 'The Apify webhook is not enabled on this server: whoever runs the server must set a secret for it',
  },
  webhook_secret_invalid: { es: 'Secreto del webhook inválido', en: 'Invalid webhook secret' },
  webhook_token_invalid: {
    es: 'Token del webhook desconocido: copia de nuevo la URL del webhook en Ingesta',
    en: 'Unknown webhook token: copy the webhook URL from Ingesta again',
  },
  forbidden: {
    es: 'No tienes permiso para esta acción',
    en: 'You do not have permission for this action',
  },
  member_not_found: { es: 'Miembro no encontrado', en: 'Member not found' },
  workspace_not_found: { es: 'Espacio de trabajo no encontrado', en: 'Workspace not found' },
  invitation_not_found: { es: 'Invitación no encontrada', en: 'Invitation not found' },
  invitation_invalid: {
    es: 'La invitación no es válida: ha caducado, ya se usó o se revocó',
    en: 'The invitation is not valid: it has expired, was used or was revoked',
  },
  invitation_other_email: {
    es: 'Esta invitación es para otro correo',
    en: 'This invitation is for another e-mail',
  },
  last_owner: {
    es: 'El espacio de trabajo debe conservar al menos un propietario',
    en: 'The workspace must keep at least one owner',
  },
  already_member: {
    es: 'Esa persona ya es miembro de este espacio de trabajo',
    en: 'That person is already a member of this workspace',
  },
  job_not_found: { es: 'Trabajo no encontrado', en: 'Job not found' },
  job_finished: { es: 'Este trabajo ya terminó', en: 'This job has already finished' },
  rate_limited: {
    es: 'Has hecho demasiadas peticiones de este tipo. Espera un momento y vuelve a intentarlo.',
    en: 'Too many requests of this kind. Wait a moment and try again.',
  },
  watch_not_found: { es: 'Seguimiento no encontrado', en: 'Watch not found' },
  confirmation_invalid: {
    es: 'Este enlace de confirmación no es válido: pide que te añadan de nuevo a las alertas',
    en: 'This confirmation link is not valid: ask to be added to the alerts again',
  },
  watch_run_active: {
    es: 'Este seguimiento ya tiene una ejecución en cola o en curso: espera a que termine',
    en: 'This watch already has a run queued or running: wait for it to finish',
  },
  webhook_https_required: {
    es: 'La URL del webhook debe empezar por https://',
    en: 'The webhook URL must start with https://',
  },
  webhook_internal_address: {
    es: 'La URL del webhook apunta a una dirección interna o privada: usa la URL pública que te da el servicio de chat',
    en: 'The webhook URL points to an internal or private address: use the public URL your chat service gives you',
  },
  jobs_unavailable: {
    es: 'El trabajo en segundo plano no está disponible en este servidor',
    en: 'Background work is not available on this server',
  },
} as const satisfies Record<string, Bilingual>;
