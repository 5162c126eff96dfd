import { z } from 'zod';
import { MIN_COMMENT_LENGTH, bodyIdSchema, industryNameSchema } from './common';

export const analyzeCommentRequestSchema = z.object({
  comment_id: bodyIdSchema,
  forceAnalyze: z.boolean().default(true),
  forceReanalyze: z.boolean().default(true),
  /** Also replace labels a person corrected by hand; without it they survive re-analysis. */
  force: z.boolean().default(false),
});
export const analyzeCommentResponseSchema = z.object({
  method: z.string(),
  objection_tag: z.string(),
  pain_cluster_label: z.string(),
  real_score: z.number().min(0).max(1),
});
export type AnalyzeCommentResult = z.infer<typeof analyzeCommentResponseSchema>;

/** Batch analyse's defaults: max 100, sample every 1, min length 8, test mode, quota ignored. */
export const analyzeCommentsRequestSchema = z.object({
  industry: industryNameSchema,
  mode: z.enum(['test', 'full']).default('test'),
  maxAnalyze: z.number().int().min(1).max(1_000).default(100),
  sampleEvery: z.number().int().min(1).max(1_000).default(1),
  minCommentLength: z.number().int().min(1).max(1_000).default(MIN_COMMENT_LENGTH),
  ignoreQuota: z.boolean().default(true),
});
export type AnalyzeCommentsRequest = z.input<typeof analyzeCommentsRequestSchema>;
export const analyzeCommentsResponseSchema = z.object({
  processed: z.number().int().nonnegative(),
  pending_raw: z.number().int().nonnegative(),
  filtered_too_short: z.number().int().nonnegative(),
  processed_claude: z.number().int().nonnegative(),
  processed_rules: z.number().int().nonnegative(),
});
export type AnalyzeCommentsResult = z.infer<typeof analyzeCommentsResponseSchema>;

export const recalcRealRequestSchema = z.object({ industry: industryNameSchema });
export const recalcRealResponseSchema = z.object({ updated: z.number().int().nonnegative() });

/** The analysis of one comment. */
export const commentAnalysisSchema = z
  .object({
    objection_tag: z.string().default('otro'),
    emotion: z.string(),
    sentiment: z.number().min(-1).max(1),
    pain_cluster_label: z.string(),
    why1: z.string(),
    why2: z.string(),
    why3: z.string(),
    why4: z.string(),
    why5: z.string(),
    root_cause: z.string(),
    real_score: z.number().min(0).max(1),
    method: z.string(),
  })
  .meta({ id: 'CommentAnalysis' });
export type CommentAnalysis = z.infer<typeof commentAnalysisSchema>;
