import { createConfig, lintFromString } from '@redocly/openapi-core';
import { type Endpoint, type EndpointName, endpoints } from '@replica/api-client/contract';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openPglite } from '../../db/pglite';
import { honoPath } from '../mount';
import { endpointExamples } from './endpoint-examples';

const database = await openPglite();
const app = createApp({ database });
const names = Object.keys(endpoints) as EndpointName[];

async function served() {
  const response = await app.request('/functions/v1/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as {
    openapi: string;
    paths: Record<string, Record<string, { operationId: string; responses: object }>>;
  };
}

describe('the OpenAPI document', () => {
  it('is served without a session and has no error for a real validator', async () => {
    const document = await served();
    expect(document.openapi).toBe('3.1.0');
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    // Errors, and any example that its own schema refuses (which redocly only warns of).
    const refused = problems.filter(
      (problem) =>
        problem.severity === 'error' || problem.ruleId === 'no-invalid-media-type-examples',
    );
    expect(refused.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it('describes every endpoint of the contract, with its method and name', async () => {
    const { paths } = await served();
    for (const name of names) {
      const endpoint = endpoints[name];
      const operation = paths[`/functions/v1${endpoint.path}`]?.[endpoint.method];
      expect(operation?.operationId, name).toBe(name);
    }
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/metrics']));
  });

  it('has examples that the contract accepts, for every endpoint', () => {
    for (const name of names) {
      const endpoint: Endpoint = endpoints[name];
      const example = endpointExamples[name];
      expect(example, name).toBeDefined();
      const { params, query, body } = example.request ?? {};
      if (endpoint.params) expect(endpoint.params.safeParse(params).success, name).toBe(true);
      if (endpoint.query) expect(endpoint.query.safeParse(query ?? {}).success, name).toBe(true);
      if (endpoint.body) expect(endpoint.body.safeParse(body).success, name).toBe(true);
      if (endpoint.response === 'csv') expect(example.response).toMatch(/^\uFEFF?[\w";,]+/);
      else expect(endpoint.response.safeParse(example.response).success, name).toBe(true);
    }
  });
});

describe('the routes the app mounts', () => {
  it('are exactly the endpoints of the contract', () => {
    const mounted = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/functions/v1/'))
        .map((route) => `${route.method} ${route.path}`),
    );
    mounted.delete('GET /functions/v1/openapi.json');
    const declared = names.map(
      (name) =>
        `${endpoints[name].method.toUpperCase()} /functions/v1${honoPath(endpoints[name].path)}`,
    );
    expect([...mounted].sort()).toEqual([...declared].sort());
  });
});

describe('the API reference page', () => {
  it('serves /docs and the files it loads from this process', async () => {
    const page = await app.request('/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.every((source) => source.startsWith('/docs/assets/'))).toBe(true);
    for (const source of sources) {
      const asset = await app.request(source);
      expect(asset.status, source).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, source).toBeGreaterThan(0);
    }
    const start = await (await app.request('/docs/assets/start.js')).text();
    expect(start).toContain('/functions/v1/openapi.json');
  });

  it('serves none of the package files it does not list', async () => {
    for (const file of ['package.json', 'index.js', '..%2Fpackage.json', 'oauth2-redirect.html']) {
      expect((await app.request(`/docs/assets/${file}`)).status, file).toBe(404);
    }
  });
});
