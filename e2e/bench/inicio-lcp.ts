/**
 * `inicio-lcp`: Largest Contentful Paint of the signed-in Inicio (the bare URL), median of
 * several loads, each in a new browser context with the session but an empty HTTP cache, read
 * from a PerformanceObserver once the dashboard shows its live data, and when the header painted
 * (`inicio-header-paint`). Also prints the gzip bytes
 * of JavaScript the first load fetched, from the shell and from the Inicio remote, to compare
 * with the static bundle figures.
 */
import type { Browser, Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { importComments, sampleObjections } from '../tests/api-helpers';
import { median, signedInContext } from './browser';

const LOADS = Number(process.env.BENCH_LCP_LOADS ?? 7);

declare global {
  interface Window {
    benchLcp?: number;
    benchHeaderPaint?: number;
  }
}

/**
 * Records the LCP and when the header's largest text (the signed-in e-mail) painted: the LCP
 * element before Inicio's 'Primeros pasos' list, which waits for the dashboard's data, outgrew it,
 * so the one figure that compares with builds before that list.
 */
function recordLcp() {
  window.benchLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      window.benchLcp = entry.startTime;
      if (entry.element?.closest('header')) window.benchHeaderPaint = entry.startTime;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function loadInicio(page: Page): Promise<{ lcp: number; header: number }> {
  await page.goto('/');
  await page.locator('[data-screen="inicio"] [data-loaded="true"]').waitFor();
  // LCP entries are queued after paint: give the last frames time to report.
  await page.waitForTimeout(500);
  return page.evaluate(() => ({ lcp: window.benchLcp ?? 0, header: window.benchHeaderPaint ?? 0 }));
}

function trackJsBytes(page: Page): { shell: number; inicio: number } {
  const bytes = { shell: 0, inicio: 0 };
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    // A body still arriving when the page closes is not part of the first load.
    const body = await response.body().catch(() => undefined);
    if (!body) return;
    const gzip = gzipSync(body, { level: 9 }).length;
    if (pathname.startsWith('/remotes/inicio/')) bytes.inicio += gzip;
    else if (!pathname.startsWith('/remotes/')) bytes.shell += gzip;
  });
  return bytes;
}

export async function benchInicioLcp(browser: Browser, baseURL: string): Promise<void> {
  const signedIn = await signedInContext(browser, baseURL);
  const seeding = await signedIn.newPage();
  await seeding.goto('/');
  for (const [index, industry] of ['Bench Leyes', 'Bench Clínicas', 'Bench Cursos'].entries()) {
    await importComments(seeding, industry, sampleObjections.slice(index * 3, index * 3 + 3));
  }
  const storageState = await signedIn.storageState();
  await signedIn.close();

  const lcps: number[] = [];
  const headerPaints: number[] = [];
  let firstLoadBytes: { shell: number; inicio: number } | undefined;
  for (let load = 0; load < LOADS; load += 1) {
    const context = await browser.newContext({ baseURL, storageState });
    await context.addInitScript(recordLcp);
    const page = await context.newPage();
    const bytes = trackJsBytes(page);
    const { lcp, header } = await loadInicio(page);
    lcps.push(lcp);
    headerPaints.push(header);
    firstLoadBytes ??= bytes;
    await context.close();
  }
  console.log(`inicio-lcp: ${Math.round(median(lcps))} ms`);
  console.log(`inicio-header-paint: ${Math.round(median(headerPaints))} ms`);
  console.log(`shell-js-fetched-gzip: ${(firstLoadBytes!.shell / 1000).toFixed(1)} KB`);
  console.log(`inicio-js-fetched-gzip: ${(firstLoadBytes!.inicio / 1000).toFixed(1)} KB`);
}
