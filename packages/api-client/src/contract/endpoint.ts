import type { z } from 'zod';
import type { Permission } from '../roles';

/**
 * One call of the API, declared once: the server mounts its handler from it (method, path, the
 * role it needs, how it reads its input, the status it answers), the client calls it from it, and
 * the OpenAPI document describes it from it. Nothing here is written a second time anywhere.
 */
export interface Endpoint {
  readonly method: 'get' | 'post' | 'patch' | 'delete';
  /** Under `/functions/v1`, with `{name}` for a path parameter (OpenAPI's form). */
  readonly path: `/${string}`;
  /**
   * `public`: answers without a session (sign-in, the Apify webhook); otherwise the permission of
   * the role matrix (`../roles`) the member's role must have.
   */
  readonly access: 'public' | Permission;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The status of a success. */
  readonly status: 200 | 201 | 202;
  /** The body of a success: JSON of this schema, or a CSV file. */
  readonly response: z.ZodType | 'csv';
}

/** Keeps an endpoint's literal types (its path, its schemas) while checking its shape. */
export function endpoint<const E extends Endpoint>(declared: E): E {
  return declared;
}

/** The path parameters' names of a path: `/members/{userId}` → `userId`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/**
 * The path with its parameters filled in, each URL-encoded.
 *
 * @example fillPath('/industries/{name}', { name: 'Accounting / Tax' }) // '/industries/Accounting%20%2F%20Tax'
 */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
