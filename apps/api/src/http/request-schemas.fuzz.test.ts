import * as schemas from '@replica/api-client/schemas';
import {
  POLLUTING_KEYS,
  hostileJson,
  hostileText,
  hugeText,
  nearValid,
} from '@replica/api-client/testing';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validBodies } from '../../test-support/request-inputs';
import { safeParseRequest } from './safe-parse-request';
import { spanishValidationMessages } from './validation-messages';

// As app.ts does: the messages checked are the ones the API answers with.
z.config(spanishValidationMessages);

const RUNS = 10_000;
// A few seconds each on an idle machine; room for a CI machine busy with other suites.
const FUZZ_OPTIONS = { timeout: 120_000 };

// The request schemas the API validates with, found by name so a new one is fuzzed too:
// bodies (`…RequestSchema`, `…PatchSchema`, `…PayloadSchema`, the sign-in and sign-up
// credentials), query strings and path params.
const REQUEST_SCHEMA = /^credentialsSchema$|(Request|Patch|Payload|Query|Param)Schema$/;
const requestSchemas = Object.entries(schemas as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] =>
    REQUEST_SCHEMA.test(entry[0]) && entry[1] instanceof z.ZodType,
);

// The valid bodies of the routes that read each body schema; others get hostile input only.
const validFor: Partial<Record<string, fc.Arbitrary<Record<string, unknown>>>> = {
  manualCommentRequestSchema: validBodies['POST /functions/v1/comments-manual'],
  bulkCommentsRequestSchema: validBodies['POST /functions/v1/comments-bulk'],
  bulkDeleteRequestSchema: validBodies['POST /functions/v1/delete-comment/bulk-delete'],
  analyzeCommentRequestSchema: validBodies['POST /functions/v1/analyze-comment'],
  analyzeCommentsRequestSchema: validBodies['POST /functions/v1/analyze-comments'],
  recalcRealRequestSchema: validBodies['POST /functions/v1/recalc-real'],
  startJobRequestSchema: validBodies['POST /functions/v1/jobs'],
  reclassifyRequestSchema: validBodies['POST /functions/v1/reclassify-industries'],
  generateIdeasRequestSchema: validBodies['POST /functions/v1/generate-ideas'],
  runScraperRequestSchema: validBodies['POST /functions/v1/run-apify-task'],
  saveActorFieldMapRequestSchema: validBodies['POST /functions/v1/actor-field-map'],
  previewRunRequestSchema: validBodies['POST /functions/v1/preview-apify-run'],
  apifyWebhookPayloadSchema: validBodies['POST /functions/v1/apify-webhook'],
  industryPatchSchema: validBodies['PATCH /functions/v1/industries/:name'],
  createIndustryRequestSchema: validBodies['POST /functions/v1/industries'],
  signupRequestSchema: validBodies['POST /functions/v1/auth/signup'],
  credentialsSchema: fc.record({
    email: fc.oneof(fc.emailAddress(), hostileText(20)),
    pass: fc.oneof(fc.string({ minLength: 6, maxLength: 40 }), hostileText(20)),
  }),
};

// Query strings and path parameters arrive as records of strings.
const stringRecord = (keys: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...POLLUTING_KEYS), hostileText(8)),
        fc.oneof(hostileText(30), fc.integer().map(String), fc.constantFrom('true', 'false', '')),
      ),
      { maxLength: 5 },
    )
    .map((entries) => Object.fromEntries(entries));

const objectKeys = (schema: z.ZodType): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

function inputsFor(name: string, schema: z.ZodType): fc.Arbitrary<unknown> {
  const keys = objectKeys(schema);
  const valid = validFor[name];
  if (/(Query|Param)Schema$/.test(name)) return stringRecord(keys);
  return fc.oneof(
    ...(valid ? [{ arbitrary: nearValid(valid), weight: 4 }] : []),
    { arbitrary: hostileJson(keys), weight: 3 },
    { arbitrary: hugeText, weight: 1 },
  );
}

// zod's generic Spanish messages; on a field they must say which one.
const GENERIC =
  /^(Entrada inválida|Cadena inválida|Demasiado (grande|pequeño)|Inválido|Llaves? |Número inválido|Opción inválida|Valor inválido)/;
// Words of zod's English messages: none may reach a user.
const ENGLISH = /\b(invalid|expected|received|required|too (big|small)|unrecognized|must)\b/i;

describe('API request schemas under generated input', FUZZ_OPTIONS, () => {
  it('finds the request schemas to fuzz', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'manualCommentRequestSchema',
        'bulkCommentsRequestSchema',
        'apifyWebhookPayloadSchema',
      ]),
    );
  });

  for (const [name, schema] of requestSchemas) {
    it(`${name}: accepts a stable value or refuses with a clear Spanish message`, () => {
      const isBody = !/(Query|Param)Schema$/.test(name);
      fc.assert(
        // Booleans rather than expect() calls, which would cost more than the parse in 10,000
        // runs; fast-check prints the input that made one false.
        fc.property(inputsFor(name, schema), (input) => {
          const parsed = safeParseRequest(schema, input);
          // An accepted body is already clean: parsing it again changes nothing.
          if (parsed.success)
            return !isBody || isDeepStrictEqual(schema.parse(parsed.data), parsed.data);
          const [issue] = parsed.error.issues;
          return (
            issue !== undefined &&
            /\S/.test(issue.message) &&
            !ENGLISH.test(issue.message) &&
            (issue.path.length === 0 || !GENERIC.test(issue.message))
          );
        }),
        { numRuns: RUNS },
      );
    });
  }
});
