export * from './schemas';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type DownloadedFile,
} from './client';
export { ApiError, type TextLanguage } from './api-error';
export { codeText, errorText } from './error-texts/error-text';
export { type FailureKey, failureTexts } from './error-texts/failures';
export { errorMessages } from './messages';
export * from './session';
export { api } from './browser-client';
export { saveDownloadedFile } from './save-file';
export * from './roles';
