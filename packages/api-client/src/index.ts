export * from './schemas';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type DownloadedFile,
} from './client';
export { ApiError, actionError, specificServerMessage } from './api-error';
export { errorMessages } from './messages';
export * from './session';
export { api } from './browser-client';
export { saveDownloadedFile } from './save-file';
export * from './roles';
