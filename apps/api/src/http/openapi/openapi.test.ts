import { createConfig, lintFromString } from '@redocly/openapi-core';
import { type Endpoint, type EndpointName, endpoints } from '@replica/api-client/contract';
import { hostileJson, nearValid } from '@replica/api-client/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validBodies } from '../../../test-support/request-inputs';
import { createApp } from '../../app';
import { openPglite } from '../../db/pglite';
import { silentLogger } from '../../infra/log/logger';
import { validationFailure } from '../api-errors';
import { honoPath } from '../mount';
import { safeParseRequest } from '../safe-parse-request';
import { spanishValidationMessages } from '../validation-messages';
import { endpointExamples } from './endpoint-examples';

// As app.ts does: the codes checked are those of the messages the API answers with.
z.config(spanishValidationMessages);

const database = await openPglite({ logger: silentLogger });
const app = createApp({ database });
const names = Object.keys(endpoints) as EndpointName[];

async function served() {
  const response = await app.request('/functions/v1/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  enum?: string[];
}
interface Response {
  headers?: Record<string, { $ref: string }>;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; description?: string }[];
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; headers: Record<string, object> };
}

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

/** The codes an error response of the document allows. */
function allowedCodes(response: Response | undefined): string[] {
  const schema = response?.content?.['application/json']?.schema;
  return schema?.allOf?.[1]?.properties?.code?.enum ?? [];
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

describe('the OpenAPI document, for a program reading it', () => {
  it('describes every path and query parameter', async () => {
    const undescribed = operations(await served()).flatMap(({ path, method, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => !parameter.description?.trim())
        .map((parameter) => `${method} ${path} ${parameter.in} ${parameter.name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('names the shared shapes as components and refers to them', async () => {
    const document = await served();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorBody', 'Job', 'Watch', 'WatchRun', 'InboxComment', 'Idea']),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Member', 'Workspace', 'Invitation', 'ScraperRun', 'TimeZone']),
    );
    const job = document.paths['/functions/v1/jobs/{id}']?.get?.responses['200'];
    expect(job?.content?.['application/json']?.schema.$ref).toBe('#/components/schemas/Job');
    const refusal = document.paths['/functions/v1/jobs/{id}']?.get?.responses['404'];
    expect(refusal?.content?.['application/json']?.schema.allOf?.[0]?.$ref).toBe(
      '#/components/schemas/ErrorBody',
    );
  });

  it('declares X-Request-Id on every response and Retry-After on every 429', async () => {
    const missing = operations(await served()).flatMap(({ path, method, operation }) =>
      Object.entries(operation.responses)
        .filter(
          ([status, response]) =>
            !response.headers?.['X-Request-Id'] ||
            (status === '429' && !response.headers['Retry-After']),
        )
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it("lists at 400 every code the endpoint's input can be refused with", async () => {
    const document = await served();
    for (const name of names) {
      const endpoint: Endpoint = endpoints[name];
      const inputs = [endpoint.params, endpoint.query, endpoint.body].filter((input) => !!input);
      if (inputs.length === 0) continue;
      const operation = document.paths[`/functions/v1${endpoint.path}`]?.[endpoint.method];
      const allowed = allowedCodes(operation?.responses['400']);
      const valid =
        validBodies[`${endpoint.method.toUpperCase()} /functions/v1${honoPath(endpoint.path)}`];
      for (const input of inputs) {
        const shape = (input as { shape?: Record<string, unknown> }).shape ?? {};
        const generated = fc.oneof(
          hostileJson(Object.keys(shape)),
          ...(valid && input === endpoint.body ? [nearValid(valid)] : []),
        );
        fc.assert(
          fc.property(generated, (value) => {
            const parsed = safeParseRequest(input, value);
            if (!parsed.success)
              expect(allowed, name).toContain(validationFailure(parsed.error).code);
          }),
          { numRuns: 200 },
        );
      }
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
