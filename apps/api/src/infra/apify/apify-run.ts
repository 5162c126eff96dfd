import { z } from 'zod';
import { ApifyError } from '../../domain/scraping/scraper-api';

/** The fields of Apify's run object this product reads; the rest are ignored. */
export const apifyRunSchema = z.object({
  id: z.string().min(1),
  actId: z.string().nullish(),
  actorTaskId: z.string().nullish(),
  status: z.string().min(1),
  defaultDatasetId: z.string().nullish(),
  startedAt: z.string().nullish(),
  finishedAt: z.string().nullish(),
  statusMessage: z.string().nullish(),
});
export type ApifyRun = z.infer<typeof apifyRunSchema>;

/** Apify wraps every object it returns in `{"data": …}`. */
export function runFromBody(body: unknown): ApifyRun {
  const parsed = z.object({ data: apifyRunSchema }).safeParse(body);
  if (!parsed.success) throw new ApifyError('Apify respondió sin los datos de la ejecución', 200);
  return parsed.data.data;
}
