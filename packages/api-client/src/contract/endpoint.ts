import type { z } from 'zod';
import type { errorMessages } from '../messages';
import type { Permission } from '../roles';
import type { EndpointDoc } from './endpoint-docs';

/**
 * What a write changes on the server, by name; `@replica/api-client/react` knows which reads on
 * screen each makes out of date and asks them again after the write.
 */
export type ServerChange =
  /** Labels set by an analysis (one, a batch, a background job) or a hand correction. */
  | 'commentsAnalysed'
  | 'commentsDeleted'
  /** New comments, possibly of new industries (Ingesta, a scraper run). */
  | 'commentsImported'
  | 'industriesReclassified'
  | 'realScoresRecalculated'
  | 'ideasChanged'
  /** What the business answers to an industry's objections, which its packs say. */
  | 'industryAnswersChanged'
  /** An industry's card edited, or the industry renamed, merged or deleted: every read naming it changes. */
  | 'industryEdited'
  | 'industryCreated'
  /** A watch saved, edited, paused, resumed, run or deleted. */
  | 'watchesChanged'
  /** The time zone (the watches' hours are in it) or who hears of alerts. */
  | 'workspaceSettingsChanged'
  | 'workspaceRenamed'
  /** The webhook's token changed: the URL Ingesta shows for Apify changes with it. */
  | 'webhookTokenRotated'
  /** A role changed, a member taken out, a reset link made for one. */
  | 'membersChanged'
  | 'invitationsChanged'
  | 'apiTokensChanged'
  /** The workspace's own Apify account connected or forgotten: who runs scrapes changes. */
  | 'apifyAccountChanged';

/**
 * One call of the API, declared once: the server mounts its handler from it (method, path, the
 * role it needs, how it reads its input, the status it answers), the client's method and the
 * screens' hooks are made from it (what a failure says, what a success changes), and the OpenAPI
 * document describes it from it. Nothing here is written a second time anywhere.
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
  /** The catalogue text a failed call carries when the server's answer gives none. */
  readonly failure: keyof typeof errorMessages;
  /** What a success changes, so the reads that show it are asked again (writes only). */
  readonly changes?: ServerChange;
  /**
   * A 401 here answers the call (bad credentials, no session yet) rather than telling that the
   * session ended, so it does not sign the user out.
   */
  readonly answersUnauthorized?: true;
  /** The API reference's text. */
  readonly docs: EndpointDoc;
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
