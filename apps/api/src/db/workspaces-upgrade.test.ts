import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type OlderDatabaseTarget,
  type OlderQuery,
  type UpgradedDatabase,
  olderDatabaseTargets,
} from '../../test-support/older-databases';

// The last migration before workspaces: the database every installation had before them.
const BEFORE_WORKSPACES = '0008_tally_inserted_comments_per_source';

const DATA_TABLES = [
  'industries',
  'sources',
  'comments',
  'comment_analysis',
  'industry_comment_counts',
  'industry_objection_counts',
  'industry_pain_clusters',
  'industry_root_causes',
  'ideas',
  'import_batches',
  'scraper_runs',
  'audit_log',
] as const;

// A pre-upgrade database in use: three accounts (the earliest is not the first by id), a
// session, seeded and typed industries, sources, comments (one soft-deleted), analyses (one a
// hand correction), an idea, an import batch, a scraper run and audit lines.
const SEED = `
insert into users (id, email, password_hash, created_at) values
  (1, 'segunda@example.com', 'x', '2030-01-02'), (2, 'primera@example.com', 'x', '2030-01-01'),
  (3, 'tercera@example.com', 'x', '2030-01-03');
insert into sessions (id_hash, user_id, expires_at) values ('abc', 1, '2031-01-01');
insert into industries (name) values ('Gimnasios');
update industries set cities = '{Madrid}' where name = 'Marca Personal';
insert into sources (source_id, industry, kind, external_ref) values
  (1, 'Gimnasios', 'manual', null), (2, 'Marca Personal', 'scraper', 'run-1');
insert into comments (comment_id, source_id, text, normalized_text, deleted_at) values
  (1, 1, 'Es muy caro para lo que ofrecen', 'es muy caro para lo que ofrecen', null),
  (2, 1, 'No tengo tiempo para ir', 'no tengo tiempo para ir', null),
  (3, 2, 'No me fío de los resultados', 'no me fio de los resultados', null),
  (4, 2, 'Borrado', 'borrado', now());
insert into comment_analysis (comment_id, objection_tag, emotion, pain_cluster_label, root_cause,
  real_score, sentiment, method) values
  (1, 'precio', 'frustracion', 'precio alto', 'valor no percibido', 0.8, -0.5, 'rules'),
  (3, 'confianza', 'miedo', 'resultados dudosos', 'falta de pruebas', 0.6, -0.4, 'manual');
insert into ideas (industry, idea_type, hook, angle, script_outline) values
  ('Gimnasios', 'video', '¿Caro?', 'Precio', 'Gancho');
insert into import_batches (batch_id, source_id, result) values ('lote-1', 1, '{"inserted": 2}');
insert into scraper_runs (apify_run_id, industry, status, source_id) values
  ('run-1', 'Marca Personal', 'IMPORTED', 2);
insert into audit_log (user_id, action, entity) values (1, 'auth.signup', 'user'),
  (2, 'comments.import', 'comment');
select setval('users_id_seq', 3);
select setval('sources_source_id_seq', 2);
select setval('comments_comment_id_seq', 4);
`;

const ACCOUNT_TABLES = ['users', 'sessions'] as const;

async function countRows(
  query: OlderQuery,
  tables: readonly string[] = [...DATA_TABLES, ...ACCOUNT_TABLES],
) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await query(`select count(*)::int as n from ${table}`);
    counts[table] = (rows[0] as { n: number }).n;
  }
  return counts;
}

const targets: OlderDatabaseTarget[] = olderDatabaseTargets(BEFORE_WORKSPACES);

/** Seeds the pre-upgrade database and answers its row counts. */
async function seedBeforeWorkspaces(query: OlderQuery): Promise<Record<string, number>> {
  await query(SEED);
  return countRows(query);
}

describe('upgrading a database from before workspaces', () => {
  for (const target of targets) {
    describe.skipIf(target.skip)(target.title, () => {
      let upgraded: UpgradedDatabase<Record<string, number>> | undefined;
      afterAll(async () => {
        await upgraded?.dispose();
      });

      it('keeps every row, in one workspace owned by the earliest user', async () => {
        upgraded = await target.upgrade(seedBeforeWorkspaces);
        const { database, seeded: before } = upgraded;
        const root = (text: string) => database.db.execute(sql.raw(text));
        expect(await countRows(root)).toEqual(before);

        const { rows: workspaces } = await root('select id, name from workspaces');
        // Named after the earliest user's e-mail, then given the default name (0021).
        expect(workspaces).toEqual([{ id: expect.any(Number), name: 'Mi espacio' }]);
        const workspaceId = (workspaces[0] as { id: number }).id;
        const { rows: members } = await root(
          'select user_id, role from memberships order by user_id',
        );
        expect(members).toEqual([
          { user_id: 1, role: 'admin' },
          { user_id: 2, role: 'owner' },
          { user_id: 3, role: 'admin' },
        ]);
        const { rows: sessions } = await root('select workspace_id from sessions');
        expect(sessions).toEqual([{ workspace_id: workspaceId }]);

        // Inside the workspace, under row-level security, every data row is there; the
        // accounts are not the workspace's to read.
        const scoped = database.forWorkspace(workspaceId);
        const { users: userCount, sessions: sessionCount, ...dataBefore } = before;
        expect(await countRows((text) => scoped.execute(sql.raw(text)), DATA_TABLES)).toEqual(
          dataBefore,
        );
        await expect(scoped.execute(sql`select count(*) from sessions`)).rejects.toThrow();
        expect([userCount, sessionCount]).toEqual([3, 1]);
      });

      it('keeps the tallies exact, and writes after the upgrade keep them so', async () => {
        const { database } = upgraded!;
        const { rows } = await database.db.execute(sql`select id from workspaces`);
        const scoped = database.forWorkspace((rows[0] as { id: number }).id);
        const tallies = async () =>
          (
            await scoped.execute(sql`
              select industry, live, unanalysed, corrections from industry_comment_counts
              where live <> 0 order by industry`)
          ).rows;
        expect(await tallies()).toEqual([
          { industry: 'Gimnasios', live: 2, unanalysed: 1, corrections: 0 },
          { industry: 'Marca Personal', live: 1, unanalysed: 0, corrections: 1 },
        ]);
        await scoped.execute(sql`
          insert into comments (source_id, text, normalized_text)
          values (1, 'Otro comentario nuevo', 'otro comentario nuevo')`);
        expect((await tallies())[0]).toEqual({
          industry: 'Gimnasios',
          live: 3,
          unanalysed: 2,
          corrections: 0,
        });
      });
    });
  }
});
