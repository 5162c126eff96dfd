import type { ApifySettings } from '../../infra/apify/apify-config';
import type { Analyser } from '../analysis-runs/analyser';
import type { JobStarter } from '../jobs/job-starter';

/** What the scraping service runs on; `createApp` builds it from its own dependencies. */
export interface ScrapingDeps {
  apify: ApifySettings;
  analyser: Analyser;
  now: () => Date;
  /** Starts the import of a run the webhook announces finished, as a job; none without a queue. */
  jobs: JobStarter | undefined;
}
