import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { openApiDocument } from '../http/openapi/openapi-document';

export const OPENAPI_PATH = '/functions/v1/openapi.json';

// Swagger UI's own files, served from this process: the reference works without a CDN and
// loads no third party's script into the product's origin.
const swaggerUiFolder = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Réplica API</title>
    <link rel="icon" href="/docs/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <main id="api-reference"></main>
    <script src="/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/docs/assets/start.js"></script>
  </body>
</html>
`;

// 'Try it out' sends the session id given under 'Authorize' as `x-session-id`.
const START = `SwaggerUIBundle({
  url: '${OPENAPI_PATH}',
  dom_id: '#api-reference',
  deepLinking: true,
  persistAuthorization: false,
});
`;

/**
 * The API's contract for whoever integrates with Réplica: `GET /functions/v1/openapi.json`
 * (OpenAPI 3.1, made once from the contract) and `GET /docs`, a reference page over it. Neither
 * needs a session: they describe the API and hold no data.
 */
export function apiReferenceRoutes() {
  const routes = new Hono<AppEnv>();
  let document: ReturnType<typeof openApiDocument> | undefined;

  routes.get(OPENAPI_PATH, (c) => {
    document ??= openApiDocument();
    return c.json(document);
  });
  routes.get('/docs', (c) => c.html(PAGE));
  routes.get('/docs/assets/start.js', (c) =>
    c.body(START, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  routes.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.notFound();
    const body = await readFile(join(swaggerUiFolder, file));
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
  return routes;
}
