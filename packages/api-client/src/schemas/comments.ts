import { z } from 'zod';
import { refusal } from './refusal';
import {
  DEFAULT_INDUSTRY,
  MAX_AUTHOR_LENGTH,
  MAX_BULK_COMMENTS,
  MAX_COMMENT_LENGTH,
  MAX_INBOX_SEARCH_LENGTH,
  MIN_SEARCH_LENGTH,
  NOT_BLANK,
  bodyIdSchema,
  idSchema,
  industryNameSchema,
} from './common';

const commentTextSchema = z
  .string(refusal('text_required'))
  .trim()
  .min(1, refusal('text_required'))
  .max(MAX_COMMENT_LENGTH, refusal('text_too_long'))
  .meta(NOT_BLANK);

const authorSchema = z.string().trim().max(MAX_AUTHOR_LENGTH, refusal('author_too_long'));

const platformSchema = z.string().trim().max(40);

export const manualCommentRequestSchema = z.object({
  author: authorSchema.optional(),
  text: commentTextSchema,
  industry: industryNameSchema.optional().default(DEFAULT_INDUSTRY),
  platform: platformSchema.optional(),
});
export type ManualCommentRequest = z.input<typeof manualCommentRequestSchema>;
export const manualCommentResponseSchema = z.object({
  inserted: z.boolean(),
  commentId: z.number().int(),
});

/**
 * One comment parsed from a file or split from pasted text. Its
 * limits are checked per comment by the server, which counts the ones it cannot store, so one bad
 * row never sinks a whole batch.
 */
export const importedCommentSchema = z.object({
  text: z.string(),
  author: z.string().optional(),
  date: z.string().optional(),
  platform: z.string().optional(),
});
export type ImportedComment = z.infer<typeof importedCommentSchema>;

const clientIdSchema = z.string().trim().min(8).max(100);

export const bulkCommentsRequestSchema = z.object({
  /** Unique per request: a retried batch is answered again, never stored twice. */
  batchId: clientIdSchema,
  /** Shared by every batch of one import, which become one source. */
  importId: clientIdSchema.optional(),
  kind: z.enum(['file', 'bulk']),
  industry: industryNameSchema.optional().default(DEFAULT_INDUSTRY),
  platform: platformSchema.optional(),
  comments: z
    .array(importedCommentSchema)
    .min(1, refusal('no_comments_to_import'))
    .max(MAX_BULK_COMMENTS, refusal('too_many_comments')),
});
export type BulkCommentsRequest = z.input<typeof bulkCommentsRequestSchema>;
export const bulkCommentsResponseSchema = z.object({
  inserted: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  tooShort: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type BulkCommentsResult = z.infer<typeof bulkCommentsResponseSchema>;

export const inboxQuerySchema = z.object({
  industry: industryNameSchema.default(DEFAULT_INDUSTRY).meta({
    description: 'The industry; `sin_clasificar` (the unclassified comments) when absent.',
  }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .default(100)
    .meta({ description: 'Comments per page.' }),
  cursor: z
    .string()
    .max(200)
    .optional()
    .meta({ description: "The previous page's `nextCursor`; absent for the first page." }),
  pending: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: '`true`: only the comments not analysed yet; `false` or absent: all.' }),
  /** Case- and accent-insensitive substring of the comment's text; blank means no filter. */
  q: z
    .string()
    .trim()
    .max(MAX_INBOX_SEARCH_LENGTH, refusal('search_too_long'))
    .transform((value) => value || undefined)
    .optional()
    .meta({
      description: "Words the comment's text contains, ignoring case and accents; blank for all.",
    }),
  /** Opens the list on one comment (a search result): newer ones are left out, `total` too. */
  from: idSchema
    .optional()
    .meta({ description: 'A comment id: the list starts at it, then older ones.' }),
});
/** What a screen asks of the inbox; the query string carries it as text. */
export type InboxQuery = Pick<z.output<typeof inboxQuerySchema>, 'industry'> &
  Partial<Pick<z.output<typeof inboxQuerySchema>, 'limit' | 'cursor' | 'pending' | 'q' | 'from'>>;

export const inboxItemSchema = z
  .object({
    comment_id: z.number().int(),
    platform: z.string().nullable(),
    industry: z.string(),
    created_at: z.string(),
    text: z.string(),
    author: z.string().nullable(),
    objection_tag: z.string().nullable(),
    pain_cluster_label: z.string().nullable(),
    real_score: z.number().min(0).max(1).nullable(),
    method: z.string().nullable(),
    /**
     * Why the rules analysed it though an AI model is set up (the provider refused, timed out or
     * answered badly); null when the method is the one that was asked for.
     */
    fallback_reason: z.string().nullable().default(null),
    emotion: z.string().nullable().default(null),
    /** Set when a person corrected the labels by hand (method 'manual'): their email, when. */
    corrected_by: z.string().nullable().default(null),
    corrected_at: z.string().nullable().default(null),
  })
  .meta({ id: 'InboxComment' });
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxResponseSchema = z.object({
  items: z.array(inboxItemSchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
  /** Live comments of the industry still without analysis, whatever the other filters. */
  pending: z.number().int().nonnegative(),
  debug: z.record(z.string(), z.unknown()).optional(),
});
export type InboxPage = z.infer<typeof inboxResponseSchema>;

/** The most results one search answers: a popover's worth, the inbox shows the rest. */
export const MAX_SEARCH_RESULTS = 50;

const searchTextSchema = z
  .string(refusal('search_too_short'))
  .trim()
  .min(MIN_SEARCH_LENGTH, refusal('search_too_short'))
  .max(MAX_INBOX_SEARCH_LENGTH, refusal('search_too_long'))
  .meta({
    description: "Words the comment's text contains, ignoring case and accents.",
    // Two characters other than white space, as `.trim().min(2)` asks.
    pattern: '\\S[\\s\\S]*\\S',
  });

export const searchQuerySchema = z.object({
  q: searchTextSchema,
  industry: industryNameSchema.optional().meta({ description: 'One industry; absent for all.' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_SEARCH_RESULTS)
    .default(20)
    .meta({ description: 'Results, newest first.' }),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchResultSchema = z
  .object({
    comment_id: z.number().int(),
    industry: z.string(),
    platform: z.string().nullable(),
    created_at: z.string(),
    objection_tag: z.string().nullable(),
    /** The text around its first match, cut with '…': what comes before, the match, after. */
    excerpt: z.object({ before: z.string(), match: z.string(), after: z.string() }),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  items: z.array(searchResultSchema),
  /** More comments match than `limit`. */
  more: z.boolean(),
});
export type SearchAnswer = z.infer<typeof searchResponseSchema>;

export const idParamSchema = z.object({ id: idSchema.meta({ description: "The comment's id." }) });

export const bulkDeleteRequestSchema = z.object({
  ids: z
    .array(bodyIdSchema)
    .min(1, refusal('no_comments_selected'))
    .max(MAX_BULK_COMMENTS, refusal('too_many_comments')),
});
export const deleteResponseSchema = z.object({ deleted: z.number().int().nonnegative() });
