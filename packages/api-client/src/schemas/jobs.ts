import { z } from 'zod';
import { idSchema, industryNameSchema } from './common';
import { refusal } from './refusal';

/**
 * Long work done in the background. A person starts the first four; Apify runs start
 * imports themselves (the webhook, `run-apify-task` past its wait, `reimport-apify-run`), and the
 * scheduler starts each run of a watch.
 */
export const STARTABLE_JOB_KINDS = [
  'analyse-pending',
  'reanalyse',
  'reclassify',
  'recalc-real',
] as const;
export const JOB_KINDS = [...STARTABLE_JOB_KINDS, 'import-apify-run', 'watch-run'] as const;
export const jobKindSchema = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof jobKindSchema>;

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export const jobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof jobStateSchema>;
/** States a job can still leave: the ones a screen keeps watching. */
export const ACTIVE_JOB_STATES: readonly JobState[] = ['queued', 'running'];

export const startJobRequestSchema = z
  .object({
    kind: z.enum(STARTABLE_JOB_KINDS),
    // Reclassifying works on the whole workspace's unclassified sources and needs none.
    industry: industryNameSchema.optional(),
    maxAiComments: z.number().int().min(0).max(10_000_000).optional(),
  })
  .refine((request) => request.kind === 'reclassify' || request.industry !== undefined, {
    ...refusal('industry_required'),
    path: ['industry'],
  })
  .meta({
    if: { required: ['kind'], properties: { kind: { const: 'reclassify' } } },
    else: { required: ['industry'] },
  });
export type StartJobRequest = z.input<typeof startJobRequestSchema>;
export const startJobResponseSchema = z.object({ jobId: idSchema });

export const jobSchema = z
  .object({
    id: idSchema,
    kind: jobKindSchema,
    industry: z.string().nullable(),
    /** The Apify run an import job imports; null for the others. */
    runId: z.string().nullable(),
    state: jobStateSchema,
    /** Comments (or, for an import, items) the job works through. */
    total: z.number().int().nonnegative(),
    done: z.number().int().nonnegative(),
    byModel: z.number().int().nonnegative(),
    byRules: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    /**
     * Of `byRules`, the comments meant for the AI model that the rules analysed instead, by why
     * the model did not answer (e.g. 'respuesta cortada (límite de tokens)': 3).
     */
    fallbackReasons: z.record(z.string(), z.number().int().nonnegative()),
    /** The tokens the AI provider billed for the job's analyses (0 with the rules alone). */
    aiTokens: z.object({
      input: z.number().int().nonnegative(),
      output: z.number().int().nonnegative(),
      cacheRead: z.number().int().nonnegative(),
      cacheWrite: z.number().int().nonnegative(),
    }),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    /** Seconds left at the pace so far; null before there is a pace or once finished. */
    etaSeconds: z.number().int().nonnegative().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const jobListQuerySchema = z.object({
  active: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: '`true`: only the jobs queued or running.' }),
  industry: industryNameSchema
    .optional()
    .meta({ description: "Only this industry's jobs; every industry's when absent." }),
});

export const jobIdParamSchema = z.object({ id: idSchema.meta({ description: "The job's id." }) });
export const jobListResponseSchema = z.object({ jobs: z.array(jobSchema) });
