export { useIndustries } from './use-industries';
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
