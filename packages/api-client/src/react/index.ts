export { useIndustries } from './use-industries';
export {
  type CurrentWorkspace,
  forgetWorkspaces,
  loadWorkspaces,
  useCurrentWorkspace,
} from './use-current-workspace';
