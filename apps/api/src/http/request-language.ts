import { type TextLanguage, answerLanguage } from '@replica/api-client/error-texts';
import type { Context } from 'hono';

export type ResponseLanguage = TextLanguage;

/**
 * The language a client asks its error texts in: English when the Accept-Language it prefers
 * most is English (`en`, `en-GB`…), else Spanish, the spec's language, also for clients that
 * send none. The front end always sends its interface language.
 */
export function requestLanguage(c: Context): ResponseLanguage {
  const header = c.req.header('accept-language');
  if (!header) return 'es';
  let best: { tag: string; quality: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
    const qualityParameter = parameters.find((parameter) => parameter.trim().startsWith('q='));
    const quality = qualityParameter ? Number(qualityParameter.trim().slice(2)) : 1;
    if (!tag || !Number.isFinite(quality)) continue;
    if (!best || quality > best.quality) best = { tag, quality };
  }
  return answerLanguage(best?.tag);
}
