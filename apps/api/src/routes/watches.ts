import { endpoints } from '@replica/api-client/contract';
import { type Context, Hono } from 'hono';
import type { Database } from '../db/database';
import type { JobStarter } from '../domain/jobs/job-starter';
import type { RateLimits } from '../middleware/rate-limit';
import { canScrape } from '../domain/scraping/apify-account';
import { InvalidRunInputError } from '../domain/scraping/run-input';
import type { ScrapingSettings } from '../domain/scraping/scraping-deps';
import { startWatchRun } from '../domain/watches/due-watches';
import {
  addWatchRun,
  createWatch,
  deleteWatch,
  findWatch,
  listWatches,
  pauseWatch,
  resumeWatch,
  updateWatch,
  watchRunHistory,
} from '../domain/watches/watch-store';
import { workspaceSettings } from '../domain/workspaces/workspace-settings';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';

export interface WatchRoutesOptions {
  database: Database;
  jobs: JobStarter | undefined;
  now: () => Date;
  limits: RateLimits;
  /** The Apify accounts the watches' runs go through: without one, they wait. */
  apify: ScrapingSettings;
}

/** Watches: scraping runs repeated every day or week, and their history. */
export function watchRoutes({ database, jobs, now, limits, apify }: WatchRoutesOptions) {
  const routes = new Hono<AppEnv>();
  const apifyAvailable = (c: Context<AppEnv>) => canScrape(c.get('db'), apify);
  /** A watch is saved, resumed or run only with an account its runs can be billed to. */
  const needsApify = async (c: Context<AppEnv>) => {
    if (!(await apifyAvailable(c))) throw new ApiFailure(409, 'apify_not_connected');
  };
  const timeZoneOf = async (workspaceId: number) =>
    (await workspaceSettings(database.db, workspaceId)).timeZone;
  /** The clock of a change: the workspace's time zone, now, and who makes it. */
  const clockOf = async (c: Context<AppEnv>) => ({
    timeZone: await timeZoneOf(c.get('workspace').id),
    now: now(),
    userId: c.get('user').id,
  });
  const found = <T>(watch: T | null | undefined): T => {
    if (!watch) throw new ApiFailure(404, 'watch_not_found');
    return watch;
  };
  const checkedInput = async <T>(change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } catch (error) {
      if (error instanceof InvalidRunInputError) {
        throw new ApiFailure(400, 'invalid_run_input', { detail: error.detail });
      }
      throw error;
    }
  };

  mount(routes, endpoints.watches, async (c) => ({
    items: await listWatches(c.get('db'), { apifyAvailable: await apifyAvailable(c) }),
    timeZone: await timeZoneOf(c.get('workspace').id),
  }));

  mount(routes, endpoints.createWatch, async (c, { body }) => {
    await needsApify(c);
    return checkedInput(async () => createWatch(c.get('db'), body, await clockOf(c)));
  });

  mount(routes, endpoints.updateWatch, async (c, { params: { id }, body }) => {
    await needsApify(c);
    return found(
      await checkedInput(async () => updateWatch(c.get('db'), id, body, await clockOf(c))),
    );
  });

  mount(routes, endpoints.pauseWatch, async (c, { params: { id } }) =>
    found(await pauseWatch(c.get('db'), id, c.get('user').id)),
  );

  mount(routes, endpoints.resumeWatch, async (c, { params: { id } }) => {
    await needsApify(c);
    return found(await resumeWatch(c.get('db'), id, await clockOf(c)));
  });

  // 202: the run is a job; the watch's history shows it going.
  mount(
    routes,
    endpoints.runWatchNow,
    async (c, { params: { id } }) => {
      if (!jobs) throw new ApiFailure(503, 'jobs_unavailable');
      await needsApify(c);
      const db = c.get('db');
      const watch = found(await findWatch(db, id));
      const runId = await addWatchRun(db, id, now());
      if (runId === undefined) throw new ApiFailure(409, 'watch_run_active');
      await startWatchRun(database, jobs, {
        id: runId,
        workspaceId: db.workspaceId,
        industry: watch.industry,
        createdBy: c.get('user').id,
      });
      const listed = await listWatches(db, { apifyAvailable: true });
      return found(listed.find((each) => each.id === id));
    },
    // A run of a watch is an Apify run like any other: under the same limit.
    { before: [limits.limit('scraping')] },
  );

  mount(routes, endpoints.deleteWatch, async (c, { params: { id } }) => {
    const deleted = await deleteWatch(c.get('db'), id, c.get('user').id);
    if (deleted === 0) throw new ApiFailure(404, 'watch_not_found');
    return { deleted };
  });

  mount(routes, endpoints.watchRuns, async (c, { params: { id } }) => {
    found(await findWatch(c.get('db'), id));
    return { items: await watchRunHistory(c.get('db'), id) };
  });

  return routes;
}
