import { can, type Permission, ROLES, type Role } from '@replica/api-client/roles';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/database';
import { apiErrorTexts } from '../http/api-errors';
import { describeOnEachDatabase } from '../../test-support/databases';
import { type Member, signUpMember } from '../../test-support/accounts';
import { memberOf } from '../../test-support/members';
import { dataRoutes } from '../../test-support/data-routes';
import { serveOnLoopback } from '../../test-support/loopback';
import { validBodies } from '../../test-support/request-inputs';

/**
 * What each route that changes something needs, written here apart from the routes so the walk
 * checks them against the matrix rather than against themselves. Every route that is not a GET
 * must be listed; a GET needs `read`, which every member has.
 */
const ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  'POST /functions/v1/comments-manual': 'ingest',
  'POST /functions/v1/comments-bulk': 'ingest',
  'POST /functions/v1/reimport-apify-run': 'ingest',
  'POST /functions/v1/analyze-comment': 'analyse',
  'POST /functions/v1/analyze-comments': 'analyse',
  'POST /functions/v1/recalc-real': 'analyse',
  'POST /functions/v1/correct-comment': 'analyse',
  // Reclassifying asks more (editIndustries), which jobs.test.ts checks; the walk's bodies
  // start the kinds that need 'analyse'.
  'POST /functions/v1/jobs': 'analyse',
  'POST /functions/v1/jobs/:id/cancel': 'analyse',
  'POST /functions/v1/generate-ideas': 'generate',
  'PATCH /functions/v1/industry-answers/:name': 'generate',
  'DELETE /functions/v1/delete-comment/:id': 'delete',
  'POST /functions/v1/delete-comment/bulk-delete': 'delete',
  'DELETE /functions/v1/delete-idea/:id': 'delete',
  'POST /functions/v1/industries': 'ingest',
  'PATCH /functions/v1/industries/:name': 'editIndustries',
  'DELETE /functions/v1/industries/:name': 'editIndustries',
  'POST /functions/v1/reclassify-industries': 'editIndustries',
  'POST /functions/v1/sample-data': 'ingest',
  'POST /functions/v1/run-apify-task': 'scrape',
  'POST /functions/v1/actor-field-map': 'scrape',
  'GET /functions/v1/apify-account': 'scrape',
  'POST /functions/v1/apify-account': 'scrape',
  'DELETE /functions/v1/apify-account': 'scrape',
  'POST /functions/v1/preview-apify-run': 'ingest',
  'PATCH /functions/v1/workspaces/current': 'manageWorkspace',
  'DELETE /functions/v1/workspaces/current': 'manageWorkspace',
  'POST /functions/v1/workspaces/current/webhook-token': 'scrape',
  'PATCH /functions/v1/members/:userId': 'manageMembers',
  // Taking out someone else (the walk names no one's own id); leaving is every member's.
  'DELETE /functions/v1/members/:userId': 'manageMembers',
  'POST /functions/v1/invitations': 'manageMembers',
  'GET /functions/v1/invitations': 'manageMembers',
  'DELETE /functions/v1/invitations/:id': 'manageMembers',
  'GET /functions/v1/audit-log': 'manageMembers',
  'POST /functions/v1/auth/accept-invitation': 'read',
  // Every member acts on their own sessions and chooses among their own workspaces.
  'POST /functions/v1/auth/signout-others': 'read',
  'POST /functions/v1/auth/change-password': 'read',
  'POST /functions/v1/members/:userId/reset-link': 'manageMembers',
  'POST /functions/v1/api-tokens': 'manageMembers',
  'GET /functions/v1/api-tokens': 'manageMembers',
  'DELETE /functions/v1/api-tokens/:id': 'manageMembers',
  'POST /functions/v1/workspaces/switch': 'read',
  'POST /functions/v1/watches': 'scrape',
  'PATCH /functions/v1/watches/:id': 'scrape',
  'POST /functions/v1/watches/:id/pause': 'scrape',
  'POST /functions/v1/watches/:id/resume': 'scrape',
  'POST /functions/v1/watches/:id/run': 'scrape',
  'DELETE /functions/v1/watches/:id': 'scrape',
  'PATCH /functions/v1/workspaces/current/settings': 'manageMembers',
  'POST /functions/v1/alerts/test': 'manageMembers',
};

/** Row counts of every workspace table. */
async function workspaceCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'industries',
    'sources',
    'comments',
    'comment_analysis',
    'ideas',
    'scraper_runs',
    'audit_log',
    'watches',
    'alerts',
    'actor_field_maps',
  ]) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

// A member id no one has, so a walk that may take someone out takes out no one.
/**
 * Calls the walk makes only where they are refused: done, they would end the walk's own sessions
 * or delete its workspace (their own tests cover them).
 */
const REFUSALS_ONLY = new Set([
  'POST /functions/v1/auth/signout-others',
  'DELETE /functions/v1/workspaces/current',
]);

const concrete = (path: string) => path.replace(':userId', '999999999').replace(/:[A-Za-z]+/g, '1');

describe('every route answers each role as the permission matrix says', () => {
  describeOnEachDatabase((database) => {
    let app: ReturnType<typeof createApp> | undefined;
    const http = serveOnLoopback(() => {
      app = createApp({ database: database() });
      return app;
    });
    let owner: Member;
    let workspaceId = 0;
    const members = new Map<Role, Member>();

    beforeAll(async () => {
      owner = await signUpMember(http);
      const answer = await http.call('GET', '/functions/v1/workspaces', {
        sessionId: owner.sessionId,
      });
      workspaceId = ((await answer.json()) as { current: number }).current;
      members.set('owner', owner);
      for (const role of ['viewer', 'analyst', 'admin'] as const) {
        members.set(role, await memberOf(http, database(), workspaceId, role));
      }
    });

    it('knows what every route that changes something needs', () => {
      const unlisted = dataRoutes(app).filter(
        (route) => !route.startsWith('GET ') && !(route in ROUTE_PERMISSIONS),
      );
      expect(unlisted).toEqual([]);
    });

    it('refuses what a role may not do with 403 and changes nothing, and lets the rest through', async () => {
      const db = database().forWorkspace(workspaceId);
      const outcomes: string[] = [];
      for (const role of ROLES) {
        const member = members.get(role)!;
        for (const route of dataRoutes(app)) {
          const permission = ROUTE_PERMISSIONS[route] ?? 'read';
          const allowed = can(role, permission);
          if (allowed && REFUSALS_ONLY.has(route)) continue;
          const [method = 'GET', path = ''] = route.split(' ');
          const body = validBodies[route];
          const before = allowed ? null : await workspaceCounts(db);
          const response = await http.call(method, concrete(path), {
            sessionId: member.sessionId,
            ...(method === 'GET' || method === 'DELETE'
              ? {}
              : {
                  json:
                    route === 'POST /functions/v1/workspaces/switch'
                      ? { id: workspaceId }
                      : body
                        ? fc.sample(body, { numRuns: 1, seed: 7 })[0]
                        : {},
                }),
          });
          const refused = response.status === 403;
          outcomes.push(`${role} ${route} ${refused ? 'refused' : 'allowed'}`);
          if (refused) {
            expect(await response.json()).toEqual({
              error: 'No tienes permiso para esta acción',
              code: 'forbidden',
            });
            expect(await workspaceCounts(db)).toEqual(before);
          } else {
            await response.body?.cancel();
          }
        }
      }
      const expected = ROLES.flatMap((role) =>
        dataRoutes(app)
          .filter(
            (route) => !(REFUSALS_ONLY.has(route) && can(role, ROUTE_PERMISSIONS[route] ?? 'read')),
          )
          .map(
            (route) =>
              `${role} ${route} ${can(role, ROUTE_PERMISSIONS[route] ?? 'read') ? 'allowed' : 'refused'}`,
          ),
      );
      expect(outcomes).toEqual(expected);
    });

    it('answers the refusal in English for an English request', async () => {
      const response = await http.call('POST', '/functions/v1/comments-manual', {
        sessionId: members.get('viewer')!.sessionId,
        headers: { 'accept-language': 'en' },
        json: { text: 'Es demasiado caro para lo que ofrecen' },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: apiErrorTexts.forbidden.en,
        code: 'forbidden',
      });
    });
  });
});
