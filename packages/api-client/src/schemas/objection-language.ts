import { z } from 'zod';
import { objectionShareSchema } from './report';

/** Inicio's Objeciones tab: how each industry's analysed comments split across objection tags. */
export const industryObjectionsSchema = z.object({
  industry: z.string(),
  total: z.number().int().nonnegative(),
  /** Shares of the industry's own total, most frequent first. */
  distribution: z.array(objectionShareSchema),
});
export type IndustryObjections = z.infer<typeof industryObjectionsSchema>;

export const objectionsOverviewResponseSchema = z.object({
  /** Industries with at least one analysed comment, most comments first. */
  industries: z.array(industryObjectionsSchema),
  /** Every industry together: shares of the grand total. */
  overall: industryObjectionsSchema.omit({ industry: true }),
});
export type ObjectionsOverview = z.infer<typeof objectionsOverviewResponseSchema>;

export const languageTermSchema = z.object({
  /** As people most often wrote it (lower case), e.g. 'muy caro'. */
  term: z.string(),
  /** Comments that contain it (once per comment). */
  comments: z.number().int().positive(),
});
export type LanguageTerm = z.infer<typeof languageTermSchema>;

/** Inicio's Lenguaje tab: the words and phrases an industry's objections are said with. */
export const objectionLanguageResponseSchema = z.object({
  industry: z.string(),
  /** Objection comments read: the most recent, at most `limit`. */
  sampled: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  words: z.array(languageTermSchema),
  /** Two- and three-word phrases. */
  phrases: z.array(languageTermSchema),
});
export type ObjectionLanguage = z.infer<typeof objectionLanguageResponseSchema>;
