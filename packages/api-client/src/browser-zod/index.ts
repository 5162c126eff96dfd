/**
 * The `zod` the browser builds bundle in place of zod's full ("classic") API (an alias in
 * federation.shared.ts): zod/mini, the same zod 4 core with the same parser, checks and error
 * messages, plus the chained methods the contract's schemas are written with
 * (`z.string().trim().min(1).optional()`). The schemas stay written once, in the full API, for
 * the server and its OpenAPI document (zod-to-openapi reads `.meta()`, which zod/mini lacks); the
 * browser parses with the same checks for ~16 KB gzip less, since the full API ties every
 * schema to its JSON Schema and OpenAPI support. Types still come from the full API: this module
 * only exists at run time.
 */
import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';
import { installChainMethods } from './chain-methods';

// The full API makes English its default messages on the first schema it builds.
if (!z.config().localeError) z.config(en());
installChainMethods();

export * from 'zod/mini';
export { z };
