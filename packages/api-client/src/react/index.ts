export { useIndustries } from './use-industries';
