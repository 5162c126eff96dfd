import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SCREEN_NAMES } from '@replica/api-client/screens';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { unreachableDatabase } from '../../test-support/fixtures';
import { serveOnLoopback } from '../../test-support/loopback';

const SECRET = 'do-not-serve-this';

/** A repository root with a built shell, one built remote and files that must stay private. */
function fakeRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'replica-web-'));
  const files: Record<string, string> = {
    'apps/shell/dist/index.html': '<!doctype html><div id="root"></div>',
    'apps/shell/dist/assets/index-3f2a1b.js': 'export const shell = 1;',
    'apps/shell/dist/assets/index-3f2a1b.css': 'body { margin: 0 }',
    'apps/shell/dist/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'apps/inicio/dist/remoteEntry.js': 'export const init = () => {};',
    'apps/inicio/dist/mf-manifest.json': '{"name":"inicio"}',
    'apps/inicio/dist/assets/page-9c8d7e.js': 'export default 1;',
    'packages/ui/storybook-static/index.html': '<!doctype html><title>Storybook</title>',
    'packages/ui/storybook-static/iframe.html': '<!doctype html><div id="storybook-root">',
    'packages/ui/storybook-static/index.json': '{"v":5,"entries":{}}',
    'packages/ui/storybook-static/sb-manager/runtime.js': 'export const manager = 1;',
    'packages/ui/secret.txt': SECRET,
    'apps/shell/secret.txt': SECRET,
    'apps/shell/dist/signed-in/remoteEntry.js': 'export const init = () => {};',
    'apps/shell/dist/signed-in/assets/signed-in-shell-4b5c6d.js': 'export default 1;',
    'secret.txt': SECRET,
    'remotes.custom.json': '{"inicio":"https://cdn.example.com/inicio/remoteEntry.js"}',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** GET with the path sent byte for byte, as a hostile client would, not normalised by fetch. */
function rawGet(origin: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('web (static front end)', () => {
  const rootDir = fakeRepository();
  const database = unreachableDatabase();
  const http = serveOnLoopback(() => createApp({ database, web: { rootDir } }));

  afterAll(async () => {
    await database.close();
    rmSync(rootDir, { recursive: true, force: true });
  });

  it('serves the shell index.html at / without caching', async () => {
    const response = await http.call('GET', '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets with their content types and a year of caching', async () => {
    const script = await http.call('GET', '/assets/index-3f2a1b.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const style = await http.call('GET', '/assets/index-3f2a1b.css');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const logo = await http.call('GET', '/logo.svg');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(logo.headers.get('cache-control')).toBe('no-cache');
  });

  it('generates remotes.json with every remote under /remotes/<name>/', async () => {
    const response = await http.call('GET', '/remotes.json');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, string>;
    expect(Object.keys(manifest)).toEqual([...SCREEN_NAMES]);
    expect(manifest).toMatchObject({
      inicio: '/remotes/inicio/remoteEntry.js',
      generar: '/remotes/generar/remoteEntry.js',
      equipo: '/remotes/equipo/remoteEntry.js',
    });
  });

  it("serves a remote's build under /remotes/<name>/", async () => {
    const entry = await http.call('GET', '/remotes/inicio/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await entry.text()).toContain('init');

    const manifest = await http.call('GET', '/remotes/inicio/mf-manifest.json');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
    const asset = await http.call('GET', '/remotes/inicio/assets/page-9c8d7e.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("serves the shell's signed-in build under /signed-in/, its assets cached for a year", async () => {
    const entry = await http.call('GET', '/signed-in/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const asset = await http.call('GET', '/signed-in/assets/signed-in-shell-4b5c6d.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("serves the ui catalogue's Storybook build under /storybook/", async () => {
    const index = await http.call('GET', '/storybook/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<title>Storybook</title>');

    const frame = await http.call('GET', '/storybook/iframe.html');
    expect(await frame.text()).toContain('storybook-root');
    const stories = await http.call('GET', '/storybook/index.json');
    expect(stories.headers.get('content-type')).toMatch(/^application\/json/);
    const manager = await http.call('GET', '/storybook/sb-manager/runtime.js');
    expect(manager.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('redirects /storybook to /storybook/, where its relative paths resolve', async () => {
    const response = await fetch(`${http.origin}/storybook`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/storybook/');
  });

  it('answers a missing file or an unbuilt remote with a JSON 404', async () => {
    for (const path of [
      '/assets/missing.js',
      '/remotes/reporte/remoteEntry.js',
      '/remotes/x/a',
      '/storybook/missing.js',
    ]) {
      const response = await http.call('GET', path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'Ruta no encontrada', code: 'not_found' });
    }
  });

  it('never serves a file outside the build folders', async () => {
    for (const path of [
      '/../secret.txt',
      '/../../secret.txt',
      '/remotes/inicio/../../../secret.txt',
      '/remotes/inicio/../../secret.txt',
      '/..%2f..%2fsecret.txt',
      '/%2e%2e/%2e%2e/secret.txt',
      '/remotes/inicio/..%2f..%2f..%2fsecret.txt',
      '/remotes/inicio/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/storybook/../secret.txt',
      '/storybook/..%2fsecret.txt',
      '/storybook/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/..\\..\\secret.txt',
      '//secret.txt',
      `/${rootDir}/secret.txt`,
    ]) {
      const response = await rawGet(http.origin, path);
      expect(response.status, path).not.toBe(200);
      expect(response.body, path).not.toContain(SECRET);
    }
  });

  it('leaves the API to the API: /functions/v1 is never a file', async () => {
    const response = await http.call('GET', '/functions/v1/dashboard-metrics');
    expect(response.status).toBe(401);
  });

  it('sends a Content-Security-Policy with every page: strict for the product, looser for Storybook', async () => {
    const page = await http.call('GET', '/');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');

    const storybook = await http.call('GET', '/storybook/');
    expect(storybook.headers.get('content-security-policy')).toContain(
      "script-src 'self' 'unsafe-inline'",
    );
  });

  it('allows in the policy the origins remotes.json points at', async () => {
    const remotesJsonPath = join(rootDir, 'remotes.custom.json');
    writeFileSync(remotesJsonPath, '{"inicio":"https://cdn.example.com/inicio/remoteEntry.js"}');
    const app = createApp({ database, web: { rootDir, remotesJsonPath } });

    const policy = (await app.request('/')).headers.get('content-security-policy');

    expect(policy).toContain("script-src 'self' https://cdn.example.com;");
  });

  it('serves remotes.json from the file REMOTES_JSON names, read at each request', async () => {
    const remotesJsonPath = join(rootDir, 'remotes.custom.json');
    const app = createApp({ database, web: { rootDir, remotesJsonPath } });
    const response = await app.request('/remotes.json');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      inicio: 'https://cdn.example.com/inicio/remoteEntry.js',
    });

    writeFileSync(remotesJsonPath, '{"inicio":"https://cdn2.example.com/remoteEntry.js"}');
    expect(await (await app.request('/remotes.json')).json()).toEqual({
      inicio: 'https://cdn2.example.com/remoteEntry.js',
    });
  });
});
