import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { createRoute, z } from '@hono/zod-openapi';
import {
  API_PREFIX,
  type Endpoint,
  type EndpointName,
  TAGS,
  endpoints,
} from '@replica/api-client/contract';
import { PERMISSIONS } from '@replica/api-client/roles';
import * as schemas from '@replica/api-client/schemas';
import { type ApiErrorCode, API_ERROR_CODES, apiErrorTexts } from '../api-errors';
import { SESSION_HEADER } from '../session-id';
import { type EndpointExample, endpointExamples } from './endpoint-examples';
import { nullableRefsAsAnyOf } from './nullable-refs';
import { operationsRoutes } from './operations-routes';
import { refusalCodesOf } from './refusal-codes';
import { errorHeaders, everyResponseHeaders, registerResponseHeaders } from './response-headers';

const SESSION_SCHEME = 'session';
// `readSessionId` takes the session from `x-session-id` or, failing that, a bearer token.
const SESSION_BEARER_SCHEME = 'sessionBearer';

type Status = number;

/**
 * The OpenAPI 3.1 document of the whole API, made from the contract (`@replica/api-client/contract`)
 * with each endpoint's reference text and recorded examples: what `GET /functions/v1/openapi.json`
 * serves and `/docs` shows.
 */
export function openApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: SESSION_HEADER,
    description: 'The session id `POST /auth/signin` answers.',
  });
  registry.registerComponent('securitySchemes', SESSION_BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description:
      'The same session id as `Authorization: Bearer <id>`, for clients that cannot set headers of their own.',
  });
  registry.register(ERROR_BODY, errorBodySchema);
  registerResponseHeaders(registry);
  registry.registerComponent('securitySchemes', 'metricsToken', {
    type: 'http',
    scheme: 'bearer',
    description: '`METRICS_TOKEN`, for Prometheus.',
  });
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    registry.registerPath(
      // An endpoint not recorded yet has no example (`openapi.test.ts` asks for one).
      operationOf(name, endpoints[name], endpointExamples[name] ?? NO_EXAMPLE),
    );
  }
  for (const route of operationsRoutes) registry.registerPath(route);
  // The shapes the contract names (`.meta({ id })`) come first, as declared: one first met as
  // `.nullable()` (a watch's `lastRun`) would be made nullable wherever it is used.
  const namedShapes = Object.values(schemas)
    .filter((schema) => schema instanceof z.ZodType && typeof schema.meta()?.id === 'string')
    .map((schema) => ({ type: 'schema' as const, schema: schema as z.ZodType }));
  const generator = new OpenApiGeneratorV31([...namedShapes, ...registry.definitions]);
  const document = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Réplica API',
      version: '1.0.0',
      description: DESCRIPTION,
    },
    servers: [{ url: '/' }],
    tags: [...TAGS, { name: 'Operations', description: 'Health checks and metrics.' }],
    security: [{ [SESSION_SCHEME]: [] }, { [SESSION_BEARER_SCHEME]: [] }],
  });
  return nullableRefsAsAnyOf(document);
}

const ERROR_BODY = 'ErrorBody';

/** Every error's body; each response narrows `code` to the codes it may carry. */
const errorBodySchema = z.object({
  error: z.string().openapi({
    description: 'What went wrong, for a person: in Spanish, or in English when asked for.',
  }),
  code: z.string().openapi({ description: 'What went wrong, for a program: a stable code.' }),
});

const NO_EXAMPLE: EndpointExample = { response: undefined };

const DESCRIPTION = [
  'The API of Réplica, the objection-intelligence platform. Every call but sign-up, sign-in,',
  "sign-out and Apify's webhook needs a session: send the id `POST /functions/v1/auth/signin`",
  "answers as the `x-session-id` header. Each call acts in the session's current workspace, and",
  'the role the member has there must allow it (`x-role` names the weakest role that may).',
  '',
  'Every error answers `{"error": text, "code": code}`: `error` is for people, in Spanish or,',
  'for a request with `Accept-Language: en`, in English; `code` is stable, for programs:',
  '',
  '| code | text (es) | text (en) |',
  '|---|---|---|',
  ...API_ERROR_CODES.map(
    (code) => `| \`${code}\` | ${apiErrorTexts[code].es} | ${apiErrorTexts[code].en} |`,
  ),
].join('\n');

function operationOf(name: EndpointName, endpoint: Endpoint, example: EndpointExample) {
  const { docs: doc } = endpoint;
  const role = endpoint.access === 'public' ? undefined : PERMISSIONS[endpoint.access];
  return createRoute({
    method: endpoint.method,
    path: `${API_PREFIX}${endpoint.path}`,
    operationId: name,
    tags: [doc.tag],
    summary: doc.summary,
    description: [doc.description, role && `Needs the role \`${role}\` or a stronger one.`]
      .filter(Boolean)
      .join('\n\n'),
    ...(role ? { 'x-role': role } : { security: [] }),
    request: {
      ...(endpoint.params ? { params: endpoint.params as z.ZodObject } : {}),
      ...(endpoint.query ? { query: endpoint.query as z.ZodObject } : {}),
      ...(endpoint.body
        ? {
            body: {
              required: true,
              content: {
                'application/json': { schema: endpoint.body, example: example.request?.body },
              },
            },
          }
        : {}),
    },
    responses: {
      [endpoint.status]: successResponse(endpoint, example),
      ...Object.fromEntries(
        Object.entries(doc.alsoAnswers ?? {}).map(([status, description]) => [
          status,
          { ...successResponse(endpoint, example), description },
        ]),
      ),
      ...errorResponses(endpoint),
    },
  });
}

function successResponse(endpoint: Endpoint, example: EndpointExample) {
  if (endpoint.response === 'csv') {
    return {
      description: 'A CSV file (UTF-8 with BOM), streamed.',
      headers: everyResponseHeaders,
      content: { 'text/csv': { schema: z.string(), example: example.response } },
    };
  }
  return {
    description: 'Done.',
    headers: everyResponseHeaders,
    content: { 'application/json': { schema: endpoint.response, example: example.response } },
  };
}

/** The refusals an endpoint may answer: its own (`docs.errors`) and those every call shares. */
function errorResponses(endpoint: Endpoint) {
  const byStatus = new Map<Status, ApiErrorCode[]>();
  const add = (status: Status, ...codes: ApiErrorCode[]) =>
    byStatus.set(status, [...new Set([...(byStatus.get(status) ?? []), ...codes])]);
  const inputs = [endpoint.params, endpoint.query, endpoint.body].filter((input) => !!input);
  if (inputs.length > 0) add(400, 'invalid_input');
  if (endpoint.body) add(400, 'invalid_json');
  for (const input of inputs) add(400, ...refusalCodesOf(input));
  if (endpoint.access !== 'public') add(401, 'not_signed_in');
  if (endpoint.access !== 'public' && PERMISSIONS[endpoint.access] !== 'viewer') {
    add(403, 'forbidden');
  }
  if (endpoint.body) {
    add(413, 'body_too_large');
    add(415, 'json_only');
  }
  for (const [status, codes] of Object.entries(endpoint.docs.errors ?? {})) {
    add(Number(status), ...codes);
  }
  add(500, 'internal_error');
  add(503, 'database_unavailable');
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [status, errorResponse(status, codes)]),
  );
}

function errorResponse(status: Status, codes: ApiErrorCode[]) {
  const first = codes[0] as ApiErrorCode;
  return {
    description: `${codes.map((code) => `\`${code}\``).join(', ')}.`,
    headers: errorHeaders(status),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: `#/components/schemas/${ERROR_BODY}` },
            { type: 'object' as const, properties: { code: { enum: codes } } },
          ],
        },
        example: { error: apiErrorTexts[first].es, code: first },
      },
    },
  };
}
