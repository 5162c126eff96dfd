/**
 * The texts the shared schemas refuse input with, in Spanish (the API's default and the spec's
 * language), and the same in English for a request or screen in English.
 */
export const validationTexts = {
  invalidEmail: 'Introduce un correo electrónico válido',
  passwordRequired: 'La contraseña es requerida',
  passwordTooLong: 'La contraseña admite como máximo 256 caracteres',
  textRequired: 'El texto es requerido',
  noCommentsToImport: 'No hay comentarios para importar',
  noCommentsSelected: 'No hay comentarios seleccionados',
  industryRequired: 'La industria es requerida',
  invalidIdeaId: 'Identificador de idea inválido',
  painClusterNotText: 'El punto de dolor debe ser un texto',
  painClusterTooShort: 'El punto de dolor necesita al menos 2 caracteres',
  nothingToCorrect: 'Indica al menos una etiqueta a corregir: objeción, emoción o punto de dolor',
  actorOrTaskRequired: 'Debes proporcionar actorId o taskId',
  runRequired: 'Falta la ejecución',
  webhookRunMissing: 'El evento de Apify no indica la ejecución (eventData.actorRunId)',
  invalidId: 'Identificador inválido',
  workspaceNameRequired: 'El nombre del espacio de trabajo es requerido',
  workspaceNameTooLong: 'El nombre del espacio de trabajo admite como máximo 80 caracteres',
  invalidRole: 'Rol inválido: viewer, analyst, admin u owner',
  invitationTokenRequired: 'Falta el token de la invitación',
} as const;

export const englishValidationTexts: Record<keyof typeof validationTexts, string> = {
  invalidEmail: 'Enter a valid e-mail address',
  passwordRequired: 'The password is required',
  passwordTooLong: 'The password takes 256 characters at most',
  textRequired: 'The text is required',
  noCommentsToImport: 'There are no comments to import',
  noCommentsSelected: 'No comments are selected',
  industryRequired: 'The industry is required',
  invalidIdeaId: 'Invalid idea id',
  painClusterNotText: 'The pain point must be text',
  painClusterTooShort: 'The pain point needs at least 2 characters',
  nothingToCorrect: 'Give at least one label to correct: objection, emotion or pain point',
  actorOrTaskRequired: 'Give actorId or taskId',
  runRequired: 'The run is missing',
  webhookRunMissing: 'The Apify event does not name the run (eventData.actorRunId)',
  invalidId: 'Invalid id',
  workspaceNameRequired: 'The workspace name is required',
  workspaceNameTooLong: 'The workspace name takes 80 characters at most',
  invalidRole: 'Invalid role: viewer, analyst, admin or owner',
  invitationTokenRequired: 'The invitation token is missing',
};
