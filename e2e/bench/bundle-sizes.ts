/**
 * `npm run bundle-sizes`: builds and starts the product on its own port (as `npm run bench`
 * does), prints the JavaScript Chromium fetches for the shell and each screen, and stops it.
 */
import { launchChromium } from './browser';
import { benchJsFetched } from './js-fetched';
import { startProduct } from './start-product';

const port = Number(process.env.E2E_BENCH_PORT ?? 8199);
const product = await startProduct(port);
try {
  const browser = await launchChromium();
  try {
    await benchJsFetched(browser, product.baseURL);
  } finally {
    await browser.close();
  }
} finally {
  await product.stop();
}
