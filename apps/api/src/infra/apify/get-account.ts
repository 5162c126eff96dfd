import { z } from 'zod';
import { ApifyError, type ScraperAccount } from '../../domain/scraping/scraper-api';
import type { ApifyConnection } from './apify-config';
import { apifyRequest } from './apify-request';

const accountBody = z.object({ data: z.object({ id: z.string().min(1), username: z.string() }) });

/**
 * The account a token belongs to (`GET /v2/users/me`): how a token is checked before it is
 * saved. A wrong token is Apify's 401, an {@link ApifyError} like any other.
 */
export async function getAccount(connection: ApifyConnection): Promise<ScraperAccount> {
  const { body } = await apifyRequest(connection, { method: 'GET', path: 'users/me' });
  const parsed = accountBody.safeParse(body);
  if (!parsed.success) throw new ApifyError('Apify respondió sin los datos de la cuenta', 200);
  return parsed.data.data;
}
