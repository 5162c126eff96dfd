// The server-state layer every screen uses: TanStack Query (a federation singleton, so one cache
// for the whole app, provided by the shell) re-exported here, the key of every read, and what
// each change makes out of date.
export {
  type InfiniteData,
  type UseMutationResult,
  type UseQueryResult,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export { QUERY_DEFAULTS, READ_RETRIES, createQueryClient, shouldRetryRead } from './query-client';
export {
  type EndpointKeys,
  type KeyParams,
  type QueryKey,
  type ReadEndpointName,
  queryKeys,
} from './query-keys';
export {
  type AnswerOf,
  type ApiMutationOptions,
  type ApiQueryOptions,
  type InputOf,
  apiQuery,
  useApiMutation,
  useApiQuery,
  useRetryRead,
} from './api-hooks';
export {
  type InvalidateOptions,
  READS_CHANGED_BY,
  invalidateAfter,
  useInvalidateAfter,
} from './server-changes';
export { ServerStateProvider } from './server-state-provider';
export { useCreateIndustry, useIndustries } from './use-industries';
export {
  LAST_INDUSTRY_STORAGE_KEY,
  openingIndustry,
  useOpeningIndustry,
} from './use-opening-industry';
export {
  type CurrentWorkspace,
  forgetWorkspaces,
  loadWorkspaces,
  useCurrentWorkspace,
} from './use-current-workspace';
export {
  JOB_DISCOVERY_MS,
  JOB_POLL_MS,
  type JobAction,
  type JobError,
  type JobWatch,
  type UseJobOptions,
  isJobActive,
  useJob,
} from './use-job';
