import type { ApifySettings } from '../../infra/apify/apify-config';
import type { Analyser } from '../analysis-runs/analyser';

/** What the scraping service runs on; `createApp` builds it from its own dependencies. */
export interface ScrapingDeps {
  apify: ApifySettings;
  analyser: Analyser;
  now: () => Date;
  /** Imports started by the webhook, still running; `server.ts` waits for them on shutdown. */
  background: Set<Promise<unknown>>;
}
