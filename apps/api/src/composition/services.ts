import type { Database } from '../db/database';
import type { AlertChannels } from '../domain/alerts/alert-channels';
import { deliverySettings } from '../domain/alerts/alert-recipients';
import { type TellRises, tellRises } from '../domain/alerts/rising-alerts';
import { type Analyser, rulesAnalyser } from '../domain/analysis/analyser';
import type { JobRunners } from '../domain/jobs/job-runner';
import type { ScrapingSettings } from '../domain/scraping/scraping-deps';
import { webhookAndMailChannels } from '../infra/alerts/webhook-and-mail-channels';
import { apifyScraping } from '../infra/apify/apify-api';
import { type ApifySettings, DEFAULT_APIFY_WAIT_S } from '../infra/apify/apify-config';
import { STRICT_OUTBOUND } from '../infra/outbound/outbound-request';
import { runnersByKind } from './runners-by-kind';

/** What the services are made from; every part but the database has a default for tests. */
export interface ServiceOptions {
  database: Database;
  /** The clock; tests move it to expire sessions and throttling windows. */
  now?: (() => Date) | undefined;
  /** Analyses comments; the rules unless an AI model is configured (`ai-services.ts`). */
  analyser?: Analyser | undefined;
  /** Apify's API and the webhook's secret; without it runs are refused and the webhook too. */
  apify?: ApifySettings | undefined;
  /** How alerts reach a workspace; webhooks only (no e-mail) by default. */
  alertChannels?: AlertChannels | undefined;
}

/** The services the HTTP routes and the job worker share, built once per process. */
export interface Services {
  now: () => Date;
  analyser: Analyser;
  scraping: ScrapingSettings;
  channels: AlertChannels;
  /** Tells a workspace of its industry's sharply rising objections, by its own settings. */
  tellRises: TellRises;
  /** How the worker runs every kind of job. */
  runners: JobRunners;
}

const NO_APIFY: ApifySettings = {
  connection: undefined,
  waitSeconds: DEFAULT_APIFY_WAIT_S,
  webhookSecret: undefined,
  publicUrl: undefined,
};

/**
 * The composition root: every adapter, service and job runner the API and its worker use, each
 * made once here, so the routes and the worker cannot drift apart in how they are wired.
 *
 * @example
 * const services = composeServices({ database, apify: config.apify });
 * createApp({ database, services });
 * startJobWorker({ database, queue, runners: services.runners, … });
 */
export function composeServices(options: ServiceOptions): Services {
  const now = options.now ?? (() => new Date());
  const analyser = options.analyser ?? rulesAnalyser;
  const apify = options.apify ?? NO_APIFY;
  const scraping = apifyScraping(apify);
  const channels =
    options.alertChannels ??
    webhookAndMailChannels({
      mail: undefined,
      publicUrl: apify.publicUrl,
      outbound: STRICT_OUTBOUND,
    });
  const settingsOf = (workspaceId: number) => deliverySettings(options.database.db, workspaceId);
  const tell = tellRises({ settingsOf, channels, now });
  return {
    now,
    analyser,
    scraping,
    channels,
    tellRises: tell,
    runners: runnersByKind({ apify: scraping, analyser, now, settingsOf, channels }, tell),
  };
}
