/**
 * The JavaScript Chromium fetches, as the front end's budgets count it: every `.js` response of
 * a browser context (its pages and workers), each URL once (the HTTP cache serves a second
 * request), sized as gzip level 9 of the body (1 KB = 1,000 bytes, as Vite's build report).
 * `take()` returns what arrived since the previous call, so a walk through the screens can
 * charge each step with what it added.
 */
import type { BrowserContext, Page, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export interface FetchedFile {
  /** The URL's path, e.g. `/remotes/ingesta/assets/page-x.js`. */
  path: string;
  gzipBytes: number;
}

export interface FetchedStep {
  files: FetchedFile[];
  gzipBytes: number;
}

export class FetchedJs {
  private readonly seen = new Set<string>();
  private readonly pending: Promise<FetchedFile | null>[] = [];

  constructor(context: BrowserContext) {
    context.on('response', (response) => this.record(response));
  }

  private record(response: Response): void {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js') || this.seen.has(response.url())) return;
    this.seen.add(response.url());
    this.pending.push(
      response.body().then(
        (body) => ({ path: pathname, gzipBytes: gzipSync(body, { level: 9 }).length }),
        // A body still arriving when the context closes was not needed for the step.
        () => null,
      ),
    );
  }

  /** Waits for the page's network to go quiet, then returns the files fetched since the last call. */
  async take(page: Page): Promise<FetchedStep> {
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(this.pending.splice(0))).filter(
      (file): file is FetchedFile => file !== null,
    );
    return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  }
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
