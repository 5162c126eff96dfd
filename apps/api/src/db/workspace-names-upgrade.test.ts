import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UpgradedDatabase, olderDatabaseTargets } from '../../test-support/older-databases';

// The last migration of the release whose sign-ups named the workspace after the owner's e-mail.
const E_MAIL_NAMES_RELEASE = '0020_apify_accounts';

// Workspaces of that release: two still bear an e-mail of one of its accounts (the owner's; and
// one whose maker handed it over and left), two have names people chose, one of them an
// address of no account.
const SEED = `
insert into users (id, email, password_hash) values
  (1, 'ana@example.com', 'x'), (2, 'bea@example.com', 'x'), (3, 'carla@example.com', 'x');
insert into workspaces (id, name, webhook_token) values
  (1, 'ana@example.com', 't1'), (2, 'Agencia Norte', 't2'), (3, 'bea@example.com', 't3'),
  (4, 'ventas@agencia.example', 't4'), (5, 'ANA@example.com', 't5');
insert into memberships (workspace_id, user_id, role) values
  (1, 1, 'owner'), (1, 2, 'analyst'), (2, 2, 'owner'), (3, 3, 'owner'), (4, 3, 'owner'),
  (5, 1, 'owner');
select setval('users_id_seq', 3);
select setval('workspaces_id_seq', 5);
`;

describe("upgrading workspaces named after an account's e-mail", () => {
  for (const target of olderDatabaseTargets(E_MAIL_NAMES_RELEASE)) {
    describe.skipIf(target.skip)(target.title, () => {
      let upgraded: UpgradedDatabase<unknown> | undefined;
      // Every migration runs twice (to the old release, then the rest): seconds on an idle
      // machine, several times that on a busy two-core one.
      beforeAll(async () => {
        upgraded = await target.upgrade((query) => query(SEED));
      }, 180_000);
      afterAll(async () => {
        await upgraded?.dispose();
      });

      it("renames them 'Mi espacio' and keeps every name someone chose", async () => {
        const { rows } = await upgraded!.database.db.execute(
          sql`select id, name from workspaces order by id`,
        );
        expect(rows).toEqual([
          { id: 1, name: 'Mi espacio' },
          { id: 2, name: 'Agencia Norte' },
          { id: 3, name: 'Mi espacio' },
          { id: 4, name: 'ventas@agencia.example' },
          { id: 5, name: 'ANA@example.com' },
        ]);
      });
    });
  }
});
