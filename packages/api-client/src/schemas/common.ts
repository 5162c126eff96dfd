import { z } from 'zod';
import { validationTexts } from './validation-texts';

/** Business constants of spec §9, shared by the screens and the API. */
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_COMMENT_LENGTH = 8;
export const MAX_COMMENT_LENGTH = 5_000;
export const MAX_AUTHOR_LENGTH = 200;
export const MAX_INDUSTRY_LENGTH = 80;
export const MAX_BULK_COMMENTS = 1_000;
export const DEFAULT_INDUSTRY = 'sin_clasificar';
export const ALL_INDUSTRIES = 'todas';

/** The fixed industry list of spec §9, in its order; seeded in the database. */
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

export const PLATFORMS = [
  'Instagram',
  'Facebook',
  'YouTube',
  'TikTok',
  'Twitter',
  'LinkedIn',
] as const;

/** Every failed call answers with this body (spec §7 reads `error`, comments-manual also `reason`). */
export const errorBodySchema = z.object({
  error: z.string(),
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const industryNameSchema = z
  .string()
  .trim()
  .min(1, validationTexts.industryRequired)
  .max(MAX_INDUSTRY_LENGTH, `La industria admite como máximo ${MAX_INDUSTRY_LENGTH} caracteres`);

/** `?industry=` on reads; missing means the default industry. */
export const industryQuerySchema = z.object({
  industry: industryNameSchema.default(DEFAULT_INDUSTRY),
});

export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const timestampSchema = z.string();
