export * from './schemas';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallAnswer,
  type CallInput,
  type DownloadedFile,
} from './client';
export { type Endpoint, type EndpointName, type ServerChange, endpoints } from './contract';
export { ApiError, type TextLanguage } from './api-error';
export { codeText, errorText } from './error-texts/error-text';
export { type FailureKey, failureTexts } from './error-texts/failures';
export { errorMessages } from './messages';
export * from './session';
export { api } from './browser-client';
export { type EarlyScreenRead, earlyScreenReads } from './early-reads';
export { saveDownloadedFile } from './save-file';
export * from './roles';
export { hasReadReport, noteReportRead } from './report-reads';
