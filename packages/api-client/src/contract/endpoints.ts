import { analysisEndpoints } from './endpoints/analysis';
import { authEndpoints } from './endpoints/auth';
import { commentsEndpoints } from './endpoints/comments';
import { contentEndpoints } from './endpoints/content';
import { industriesEndpoints } from './endpoints/industries';
import { jobsEndpoints } from './endpoints/jobs';
import { reportsEndpoints } from './endpoints/reports';
import { scrapingEndpoints } from './endpoints/scraping';
import { watchesEndpoints } from './endpoints/watches';
import { workspacesEndpoints } from './endpoints/workspaces';

/**
 * Every call of the API under `/functions/v1`, by the name the client gives it, one file per
 * group of the API reference. The server mounts exactly these (a test compares its routes with
 * this table), the client calls only these, and `GET /functions/v1/openapi.json` documents these.
 */
export const endpoints = {
  ...authEndpoints,
  ...industriesEndpoints,
  ...commentsEndpoints,
  ...analysisEndpoints,
  ...jobsEndpoints,
  ...reportsEndpoints,
  ...contentEndpoints,
  ...scrapingEndpoints,
  ...watchesEndpoints,
  ...workspacesEndpoints,
};

export type EndpointName = keyof typeof endpoints;
