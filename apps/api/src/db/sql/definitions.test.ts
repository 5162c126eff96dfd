import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test-support/databases';
import type { Database } from '../database';

// The SQL sources are read by people; databases get the same definitions from the migrations.
// Stripping every trigger, routine, composite type, policy, row-security flag and grant to
// replica_app from a migrated database and applying the sources must give back exactly what the
// migrations made: what either lacks or words differently shows up as a difference.

const SOURCES = ['tally-triggers.sql', 'row-level-security.sql', 'session-change-notices.sql'].map(
  (name) => readFileSync(new URL(name, import.meta.url), 'utf8'),
);

/** The schema's own routines: an extension installed in it keeps its functions. */
const OWN_ROUTINE = `p.pronamespace = 'public'::regnamespace AND NOT EXISTS (
  SELECT 1 FROM pg_depend d
  WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`;

/** Removes from the public schema everything the sources define, whatever its name. */
const STRIP = `DO $$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT t.tgname, t.tgrelid::regclass AS relation FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid
    WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %s', item.tgname, item.relation);
  END LOOP;
  FOR item IN SELECT p.oid::regprocedure AS routine FROM pg_proc p WHERE ${OWN_ROUTINE} LOOP
    EXECUTE format('DROP ROUTINE %s', item.routine);
  END LOOP;
  FOR item IN
    SELECT t.oid::regtype AS composite FROM pg_type t JOIN pg_class c ON c.oid = t.typrelid
    WHERE t.typnamespace = 'public'::regnamespace AND c.relkind = 'c'
  LOOP
    EXECUTE format('DROP TYPE %s', item.composite);
  END LOOP;
  FOR item IN SELECT policyname, tablename FROM pg_policies WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP POLICY %I ON %I', item.policyname, item.tablename);
  END LOOP;
  FOR item IN
    SELECT c.oid::regclass AS relation, c.relkind FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'S')
  LOOP
    IF item.relkind = 'S' THEN
      EXECUTE format('REVOKE ALL ON SEQUENCE %s FROM replica_app', item.relation);
    ELSE
      -- Revoking on a table revokes its column grants too.
      EXECUTE format('REVOKE ALL ON TABLE %s FROM replica_app', item.relation);
      EXECUTE format('ALTER TABLE %s NO FORCE ROW LEVEL SECURITY, DISABLE ROW LEVEL SECURITY',
        item.relation);
    END IF;
  END LOOP;
  REVOKE ALL ON SCHEMA public FROM replica_app;
END $$`;

/** What the catalogs hold of each kind the sources define, in a stable order. */
const CATALOG = {
  routines: `SELECT p.oid::regprocedure::text AS routine, pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p WHERE ${OWN_ROUTINE} ORDER BY 1`,
  compositeTypes: `SELECT t.typname AS type,
      string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', '
        ORDER BY a.attnum) AS attributes
    FROM pg_type t JOIN pg_class c ON c.oid = t.typrelid
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE t.typnamespace = 'public'::regnamespace AND c.relkind = 'c'
    GROUP BY 1 ORDER BY 1`,
  triggers: `SELECT c.relname AS relation, t.tgname AS trigger,
      pg_get_triggerdef(t.oid) AS definition, t.tgenabled::text AS enabled
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal ORDER BY 1, 2`,
  policies: `SELECT tablename, policyname, permissive, roles::text AS roles, cmd, qual, with_check
    FROM pg_policies WHERE schemaname = 'public' ORDER BY 1, 2`,
  rowSecurity: `SELECT relname AS relation, relrowsecurity AS enabled, relforcerowsecurity AS forced
    FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'
      AND (relrowsecurity OR relforcerowsecurity)
    ORDER BY 1`,
  grants: `SELECT granted.kind, granted.object, acl.privilege_type, acl.is_grantable
    FROM (
      SELECT 'schema' AS kind, nspname::text AS object, nspacl AS acl
        FROM pg_namespace WHERE nspname = 'public'
      UNION ALL
      SELECT CASE relkind WHEN 'S' THEN 'sequence' ELSE 'table' END, relname::text, relacl
        FROM pg_class WHERE relnamespace = 'public'::regnamespace
      UNION ALL
      SELECT 'column', c.relname || '.' || a.attname, a.attacl
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        WHERE c.relnamespace = 'public'::regnamespace
      UNION ALL
      SELECT 'routine', p.oid::regprocedure::text, p.proacl FROM pg_proc p WHERE ${OWN_ROUTINE}
    ) granted, aclexplode(granted.acl) acl
    WHERE acl.grantee = 'replica_app'::regrole ORDER BY 1, 2, 3`,
};

type Catalog = Record<keyof typeof CATALOG, unknown[]>;

async function readCatalog(database: Database): Promise<Catalog> {
  const entries = await Promise.all(
    Object.entries(CATALOG).map(async ([kind, query]) => {
      const { rows } = await database.executeSql(query);
      return [kind, rows] as const;
    }),
  );
  return Object.fromEntries(entries) as Catalog;
}

describe('the SQL sources of the tally triggers and row-level security', () => {
  describeOnEachDatabase((database) => {
    it('define exactly the triggers, policies and grants the migrations leave', async () => {
      const migrated = await readCatalog(database());

      await database().executeSql(STRIP);
      const stripped = await readCatalog(database());
      // Nothing the migrations made may survive the strip, or the comparison proves nothing.
      for (const [kind, rows] of Object.entries(stripped)) expect(rows, kind).toEqual([]);

      for (const source of SOURCES) await database().executeSql(source);
      const applied = await readCatalog(database());
      for (const kind of Object.keys(CATALOG) as Array<keyof Catalog>) {
        expect.soft(applied[kind], kind).toEqual(migrated[kind]);
      }
    });
  });
});
