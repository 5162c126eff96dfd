import { refusalCodeOf } from '@replica/api-client/schemas';
import type { z } from 'zod';
import type { ApiErrorCode } from '../api-errors';

interface Node {
  _zod: { def: Record<string, unknown> };
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && '_zod' in value;

/**
 * The codes a 400 for input `schema` refuses can carry besides `invalid_input`: the shared
 * schemas' own refusals (`text_required`, `watch_weekday_required`…), found by asking the error
 * map of each of the schema's types and checks, nested ones included, for an issue, and reading
 * its code as `validationFailure` reads a refused request's, so the two cannot drift apart.
 *
 * @example refusalCodesOf(invitationRequestSchema) // ['invalid_email', 'invalid_role']
 */
export function refusalCodesOf(schema: z.ZodType): ApiErrorCode[] {
  const codes = new Set<ApiErrorCode>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value) || seen.has(value)) return;
    seen.add(value);
    const { def } = value._zod;
    const code = codeStampedBy(def.error);
    if (code) codes.add(code);
    for (const [key, child] of Object.entries(def)) {
      if (key === 'shape' && typeof child === 'object' && child !== null) {
        Object.values(child).forEach(visit);
      } else if (key === 'getter' && typeof child === 'function') {
        visit((child as () => unknown)());
      } else visit(child);
    }
  };
  visit(schema);
  return [...codes];
}

function codeStampedBy(error: unknown): ApiErrorCode | undefined {
  if (typeof error !== 'function') return undefined;
  const issue = { code: 'custom', path: [] };
  try {
    (error as (issue: object) => unknown)(issue);
  } catch {
    return undefined;
  }
  return refusalCodeOf(issue);
}
