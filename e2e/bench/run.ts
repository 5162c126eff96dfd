/**
 * `npm run bench -w @replica/e2e`: starts the product (`npm start`, which builds every app) on
 * its own port and a fresh data folder, prints the browser figures in Debian's Chromium (the
 * JavaScript each first load fetches, Inicio's LCP, a large CSV import), and stops the product.
 * Not part of `npm run e2e`.
 */
import { launchChromium } from './browser';
import { benchCsvImport } from './csv-import';
import { benchInicioLcp } from './inicio-lcp';
import { benchJsFetched } from './js-fetched';
import { startProduct } from './start-product';

const port = Number(process.env.E2E_BENCH_PORT ?? 8199);
const product = await startProduct(port);
try {
  const browser = await launchChromium();
  try {
    await benchJsFetched(browser, product.baseURL);
    await benchInicioLcp(browser, product.baseURL);
    await benchCsvImport(browser, product.baseURL);
  } finally {
    await browser.close();
  }
} finally {
  await product.stop();
}
