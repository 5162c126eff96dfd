import { z } from 'zod';
import { refusal } from './refusal';

import { MAX_INDUSTRY_LENGTH } from './limits';

export * from './limits';
export const DEFAULT_INDUSTRY = 'sin_clasificar';
export const ALL_INDUSTRIES = 'todas';

/** The fixed industry list, in its order; seeded in the database. */
export const FIXED_INDUSTRIES = [
  'sin_clasificar',
  'Abogados (Immigration)',
  'Credit Restoration',
  'Clinical Research',
  'Clínica Estética',
  'Accounting / Tax',
  'Public Adjusters',
  'Marca Personal',
] as const;

/**
 * The demo industry 'Probar con datos de ejemplo' loads (`POST sample-data`): an aesthetic
 * clinic's comments, so the analyser reads them with what it knows of that trade. Removing the
 * sample data is deleting this industry.
 */
export const SAMPLE_INDUSTRY = 'Clínica Estética (ejemplo)';

export const PLATFORMS = [
  'Instagram',
  'Facebook',
  'YouTube',
  'TikTok',
  'Twitter',
  'LinkedIn',
] as const;

/**
 * Every failed call answers with this body (clients read `error`, comments-manual also `reason`):
 * `error` the text for a person, in the request's language; `code` a stable identifier for a
 * program (`not_signed_in`, `text_required`, …), which this API always sends and a proxy's or
 * an older server's error body may lack.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The JSON Schema forms of refusals a zod check makes in code, given to `.meta()` so the OpenAPI
 * document states them too and a validator refuses what the server refuses. `NOT_BLANK` is
 * `.trim().min(1)`: some character other than white space.
 */
export const NOT_BLANK = { pattern: '\\S' } as const;
/**
 * A name of one line (`withoutControlCharacters` after `.trim().min(1)`): no control character
 * (U+0000–U+001F, U+007F–U+009F) and some character other than white space.
 */
export const ONE_LINE_NAME = {
  pattern: '^[^\\x00-\\x1F\\x7F-\\x9F]*[^\\s\\x00-\\x1F\\x7F-\\x9F][^\\x00-\\x1F\\x7F-\\x9F]*$',
} as const;

// A shape several answers share (a job, a watch) carries `.meta({ id: 'Job' })`: the OpenAPI
// document names it once, as a component, and refers to it.

export const industryNameSchema = z
  .string()
  .trim()
  .min(1, refusal('industry_required'))
  .max(MAX_INDUSTRY_LENGTH, refusal('industry_too_long'))
  .meta(NOT_BLANK);

/** `?industry=` on reads; missing means the default industry. */
export const industryQuerySchema = z.object({
  industry: industryNameSchema.default(DEFAULT_INDUSTRY).meta({
    description: 'The industry; `sin_clasificar` (the unclassified comments) when absent.',
  }),
});

/**
 * A name people type (a workspace's, a watch's): one line of text. A line break in a name would
 * reach mail subjects and log lines as written.
 */
export const withoutControlCharacters = (value: string) => !/\p{Cc}/u.test(value);

/** An id in a path or query: text there, read as a number. */
export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An id in a JSON body: a number, never coerced (`true` is not comment 1). */
export const bodyIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const timestampSchema = z.string();
