/**
 * `npm run bench -w @replica/e2e`: starts the product (`npm start`, which builds every app) on
 * its own port and a fresh data folder, prints the bundle sizes of that build, then the browser
 * figures in Debian's Chromium, and stops the product. Not part of `npm run e2e`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { launchChromium } from './browser';
import { benchCsvImport } from './csv-import';
import { benchInicioLcp } from './inicio-lcp';
import { startProduct } from './start-product';

const port = Number(process.env.E2E_BENCH_PORT ?? 8199);
const product = await startProduct(port);
try {
  const sizes = spawnSync('npx', ['tsx', 'scripts/bundle-sizes.ts', 'bench'], {
    cwd: join(import.meta.dirname, '..', '..'),
    stdio: 'inherit',
  });
  if (sizes.status !== 0) process.exitCode = 1;
  const browser = await launchChromium();
  try {
    await benchInicioLcp(browser, product.baseURL);
    await benchCsvImport(browser, product.baseURL);
  } finally {
    await browser.close();
  }
} finally {
  await product.stop();
}
