import { z } from 'zod';

export const SCRAPER_PLATFORMS = ['youtube', 'tiktok'] as const;

export const runScraperRequestSchema = z
  .object({
    actorId: z.string().trim().max(200).optional(),
    taskId: z.string().trim().max(200).optional(),
    inputJson: z.string().max(100_000).optional(),
    platform: z.enum(SCRAPER_PLATFORMS),
    industry: z.string('La industria es requerida').trim().min(1, 'La industria es requerida'),
    urlHint: z.string().trim().max(2_000).optional(),
  })
  .refine((body) => Boolean(body.actorId || body.taskId), {
    message: 'Debes proporcionar actorId o taskId',
  });
export type RunScraperRequest = z.input<typeof runScraperRequestSchema>;
export const runScraperResponseSchema = z.object({
  imported: z.number().int().nonnegative(),
  analyzed: z.number().int().nonnegative(),
});
