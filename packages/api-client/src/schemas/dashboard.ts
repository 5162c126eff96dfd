import { z } from 'zod';
import { NOT_BLANK, industryNameSchema } from './common';

export const dashboardMetricsSchema = z.object({
  industries: z.number().int().nonnegative(),
  opinions: z.number().int().nonnegative(),
  rootObjections: z.number().int().nonnegative(),
  pendingToday: z.number().int().nonnegative(),
  templates: z.number().int().nonnegative(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

export const industryStatusSchema = z.string().trim().min(1).max(40).meta(NOT_BLANK);

export const industrySummarySchema = z
  .object({
    industry: z.string(),
    status: z.string(),
    cities: z.array(z.string()),
    clients: z.number().int().nonnegative(),
    opinions: z.number().int().nonnegative(),
    years: z.number().nonnegative(),
  })
  .meta({ id: 'IndustrySummary' });
export type IndustrySummary = z.infer<typeof industrySummarySchema>;
export const industriesSummarySchema = z.array(industrySummarySchema);

export const industriesListSchema = z.object({ items: z.array(z.string()) });

/** `POST industries`: a new industry of the workspace, by its name. */
export const createIndustryRequestSchema = z.object({ name: industryNameSchema }).strict();
export type CreateIndustryRequest = z.infer<typeof createIndustryRequestSchema>;

export const industryPatchSchema = z
  .object({
    /** A new name: the industry's comments, ideas, watches and jobs follow it. */
    name: industryNameSchema,
    /** Another industry this one joins: its comments and the rest move there, and it is gone. */
    mergeInto: industryNameSchema,
    status: industryStatusSchema,
    cities: z.array(z.string().trim().min(1).max(80).meta(NOT_BLANK)).max(50),
    clients: z.number().int().nonnegative().max(1_000_000_000),
    // To the hundredth: a stored real cannot hold a value as small as 5e-324, and nobody
    // counts years in smaller steps.
    years: z
      .number()
      .nonnegative()
      .max(1_000)
      .transform((years) => Math.round(years * 100) / 100),
  })
  .partial()
  .refine((patch) => patch.mergeInto === undefined || Object.keys(patch).length === 1, {
    message: 'mergeInto goes alone: a merged industry has no details left to edit',
  });
export type IndustryPatch = z.infer<typeof industryPatchSchema>;

/** `DELETE industries/{name}`: what went with the industry. */
export const deletedIndustrySchema = z.object({
  industry: z.string(),
  comments: z.number().int().nonnegative().meta({ description: 'Its live comments, deleted.' }),
});

export const industryParamSchema = z.object({
  name: industryNameSchema.meta({ description: "The industry's name, URL-encoded." }),
});

export const sampleDataRequestSchema = z.object({}).strict();

export const reclassifyRequestSchema = z.object({}).strict();
export const reclassifyResponseSchema = z.object({
  reclassified: z.number().int().nonnegative(),
  byRules: z.number().int().nonnegative(),
  byAI: z.number().int().nonnegative(),
});
export type ReclassifyResult = z.infer<typeof reclassifyResponseSchema>;
