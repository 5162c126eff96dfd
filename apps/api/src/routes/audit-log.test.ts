import {
  AUDIT_KINDS,
  type AuditEntry,
  auditLogResponseSchema,
  errorBodySchema,
  workspacesResponseSchema,
} from '@replica/api-client/schemas';
import { AUDIT_ACTION_KINDS, type AuditAction } from '@replica/api-client/audit-actions';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { auditLog } from '../db/schema';
import { type Member, signUpMember } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { memberOf } from '../../test-support/members';

const MINUTE_MS = 60_000;

describe('the audit log, one line per change', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const call = (
      member: Member | string,
      method: string,
      path: string,
      json?: unknown,
      headers?: Record<string, string>,
    ) =>
      http.call(method, `/functions/v1/${path}`, {
        ...(typeof member === 'string'
          ? { headers: { authorization: `Bearer ${member}`, ...headers } }
          : { sessionId: member.sessionId, ...(headers ? { headers } : {}) }),
        ...(json === undefined ? {} : { json }),
      });
    const read = async (member: Member, query = '') => {
      const answer = await call(member, 'GET', `audit-log${query}`);
      expect(answer.status).toBe(200);
      return auditLogResponseSchema.parse(await answer.json());
    };
    /** Every line, page after page, by following `nextCursor`. */
    const readAll = async (member: Member, query: string) => {
      const lines: AuditEntry[] = [];
      let page = await read(member, `?${query}`);
      lines.push(...page.items);
      while (page.nextCursor !== null) {
        page = await read(member, `?cursor=${page.nextCursor}&${query}`);
        lines.push(...page.items);
      }
      return lines;
    };
    const refusal = async (member: Member, query: string, headers?: Record<string, string>) => {
      const answer = await call(member, 'GET', `audit-log${query}`, undefined, headers);
      expect(answer.status).toBe(400);
      return errorBodySchema.parse(await answer.json());
    };

    let owner: Member;
    let workspaceId = 0;
    beforeAll(async () => {
      owner = await signUpMember(http);
      const answer = await call(owner, 'GET', 'workspaces');
      workspaceId = workspacesResponseSchema.parse(await answer.json()).current;
    });

    /** Rows written straight in, each `minutesApart` after the one before (now by default). */
    async function writeRows(
      rows: Array<{
        userId: number;
        action: AuditAction;
        entity?: string;
        entityIds?: string[];
        details?: Record<string, unknown>;
        createdAt?: Date;
      }>,
    ) {
      for (const row of rows) {
        await database()
          .forWorkspace(workspaceId)
          .insert(auditLog)
          .values({ entity: 'source', ...row });
      }
    }
    const batch = (userId: number, source: string, inserted: number, createdAt?: Date) => ({
      userId,
      action: 'comments.import' as const,
      entityIds: [source],
      details: { batchId: `b-${Math.random()}`, kind: 'file', inserted, duplicates: 1 },
      ...(createdAt ? { createdAt } : {}),
    });
    const correction = (userId: number, commentId: number) => ({
      userId,
      action: 'comments.correct' as const,
      entity: 'comment',
      entityIds: [String(commentId)],
    });

    it('writes one line for all the batches of a file import, with their counts summed', async () => {
      const importer = await memberOf(http, database(), workspaceId, 'analyst');
      const comments = (prefix: string, n: number) =>
        Array.from({ length: n }, (_, index) => ({ text: `${prefix} comentario número ${index}` }));
      const importId = `import-${Date.now()}`;
      for (const [index, texts] of [
        comments('Primero', 4),
        // One repeated from the first batch, one too short.
        [...comments('Segundo', 3), { text: 'Primero comentario número 0' }, { text: 'corto' }],
        comments('Tercero', 2),
      ].entries()) {
        const answer = await call(importer, 'POST', 'comments-bulk', {
          batchId: `${importId}-${index}`,
          importId,
          kind: 'file',
          industry: 'Clínica Estética',
          platform: 'Instagram',
          comments: texts,
        });
        expect(answer.status).toBe(200);
      }
      // Pasted text sent in one request: an import of its own.
      expect(
        (
          await call(importer, 'POST', 'comments-bulk', {
            batchId: `pegado-${Date.now()}`,
            kind: 'bulk',
            comments: comments('Pegado', 2),
          })
        ).status,
      ).toBe(200);

      const { items } = await read(owner, `?user=${importer.userId}&kind=imports`);
      expect(items.map((item) => [item.action, item.records])).toEqual([
        ['comments.import', 1],
        ['comments.import', 3],
      ]);
      expect(items[0]!.details).toEqual({
        kind: 'bulk',
        industry: 'sin_clasificar',
        platform: null,
        inserted: 2,
        duplicates: 0,
        tooShort: 0,
        failed: 0,
      });
      expect(items[1]).toMatchObject({
        email: importer.email,
        entity: 'source',
        details: {
          kind: 'file',
          industry: 'Clínica Estética',
          platform: 'Instagram',
          inserted: 9,
          duplicates: 1,
          tooShort: 1,
          failed: 0,
        },
      });
      expect(items[1]!.entity_ids).toHaveLength(1);
      expect(Date.parse(items[1]!.until)).toBeGreaterThanOrEqual(Date.parse(items[1]!.at));
    });

    it('pages by line: an import split among other lines shows once, whole, on one page', async () => {
      const analyst = await memberOf(http, database(), workspaceId, 'analyst');
      const rows = [];
      for (let index = 0; index < 30; index += 1) rows.push(correction(analyst.userId, index));
      for (let index = 0; index < 100; index += 1) {
        rows.push(batch(analyst.userId, '900001', 1_000));
        rows.push(correction(analyst.userId, 100 + index));
      }
      for (let index = 0; index < 30; index += 1)
        rows.push(correction(analyst.userId, 300 + index));
      await writeRows(rows);

      const pages = [await read(owner, `?user=${analyst.userId}`)];
      while (pages.at(-1)!.nextCursor !== null) {
        pages.push(await read(owner, `?cursor=${pages.at(-1)!.nextCursor}&user=${analyst.userId}`));
      }
      expect(pages.map((page) => page.items.length)).toEqual([50, 50, 50, 11]);
      const lines = pages.flatMap((page) => page.items);
      expect(new Set(lines.map((line) => line.id)).size).toBe(161);
      const ids = lines.map((line) => line.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const imports = lines.filter((line) => line.action === 'comments.import');
      expect(imports).toHaveLength(1);
      expect(imports[0]).toMatchObject({
        records: 100,
        entity_ids: ['900001'],
        details: { inserted: 100_000, duplicates: 100 },
      });
      // It stands where the import began: after the 130 corrections made since.
      expect(lines.indexOf(imports[0]!)).toBe(130);
      expect(pages[2]!.items).toContain(imports[0]);
    });

    it('keeps a growing import in its place, counting every batch, never twice', async () => {
      const analyst = await memberOf(http, database(), workspaceId, 'analyst');
      await writeRows([batch(analyst.userId, '900002', 10), batch(analyst.userId, '900002', 10)]);
      await writeRows(Array.from({ length: 60 }, (_, index) => correction(analyst.userId, index)));
      const first = await read(owner, `?user=${analyst.userId}`);
      expect(first.items.every((item) => item.action === 'comments.correct')).toBe(true);

      // Three more batches arrive while the reader is on the first page.
      await writeRows([
        batch(analyst.userId, '900002', 10),
        batch(analyst.userId, '900002', 10),
        batch(analyst.userId, '900002', 10),
      ]);
      const second = await read(owner, `?cursor=${first.nextCursor}&user=${analyst.userId}`);
      expect(second.items.map((item) => item.action)).toEqual([
        ...Array<string>(10).fill('comments.correct'),
        'comments.import',
      ]);
      expect(second.items.at(-1)).toMatchObject({ records: 5, details: { inserted: 50 } });
      expect(second.nextCursor).toBeNull();
      // The newest page does not show it again.
      const again = await read(owner, `?user=${analyst.userId}`);
      expect(again.items.map((item) => item.action)).not.toContain('comments.import');
    });

    it('starts a new line after a pause, and for another person on the same source', async () => {
      const analyst = await memberOf(http, database(), workspaceId, 'analyst');
      const other = await memberOf(http, database(), workspaceId, 'analyst');
      const start = Date.now() - 2 * 60 * MINUTE_MS;
      const at = (minutes: number) => new Date(start + minutes * MINUTE_MS);
      await writeRows([
        batch(analyst.userId, '900003', 5, at(0)),
        batch(analyst.userId, '900003', 5, at(14)),
        batch(other.userId, '900003', 7, at(15)),
        // Sixteen minutes after the last batch of the same person and source.
        batch(analyst.userId, '900003', 5, at(30)),
        batch(analyst.userId, '900003', 5, at(31)),
      ]);
      const lines = await readAll(owner, 'kind=imports');
      const ofSource = lines.filter((line) => line.entity_ids[0] === '900003');
      expect(
        ofSource.map((line) => [line.user_id, line.records, line.details?.inserted, line.until]),
      ).toEqual([
        [analyst.userId, 2, 10, at(31).toISOString()],
        [other.userId, 1, 7, at(15).toISOString()],
        [analyst.userId, 2, 10, at(14).toISOString()],
      ]);
      expect(ofSource.at(-1)!.at).toBe(at(0).toISOString());
    });

    it('writes one line per destination of a reclassification, naming its sources', async () => {
      const admin = await memberOf(http, database(), workspaceId, 'admin');
      for (const [index, text] of [
        'Necesito ayuda con mi VISA de trabajo',
        'El asilo tarda demasiado en salir',
        'Mi visa de turista fue negada',
      ].entries()) {
        const answer = await call(admin, 'POST', 'comments-bulk', {
          batchId: `visa-${Date.now()}-${index}`,
          kind: 'bulk',
          comments: [{ text }],
        });
        expect(answer.status).toBe(200);
      }
      expect((await call(admin, 'POST', 'reclassify-industries', {})).status).toBe(200);

      const { items } = await read(owner, `?user=${admin.userId}&kind=industries`);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        action: 'industries.reclassify',
        records: 3,
        details: { from: 'sin_clasificar', to: 'Abogados (Immigration)', method: 'rules' },
      });
      const imported = await read(owner, `?user=${admin.userId}&action=comments.import`);
      expect(items[0]!.entity_ids.sort()).toEqual(
        imported.items.map((item) => item.entity_ids[0]!).sort(),
      );
      // Each import says the industry it was made in, not the one its source moved to.
      expect(imported.items.map((item) => item.details?.industry)).toEqual(
        Array<string>(3).fill('sin_clasificar'),
      );
    });

    it("writes one line for a token's run of calls to one route", async () => {
      const created = await call(owner, 'POST', 'api-tokens', { name: 'Zapier', role: 'analyst' });
      expect(created.status).toBe(201);
      const { token, id } = (await created.json()) as { token: string; id: number };
      const importId = `zapier-${Date.now()}`;
      for (let index = 0; index < 3; index += 1) {
        const answer = await call(token, 'POST', 'comments-bulk', {
          batchId: `${importId}-${index}`,
          importId,
          kind: 'file',
          comments: [{ text: `Comentario de Zapier número ${index}` }],
        });
        expect(answer.status).toBe(200);
      }
      const { items } = await read(owner, `?user=${owner.userId}&kind=integrations`);
      expect(items[0]).toMatchObject({
        action: 'api-token.use',
        records: 3,
        entity_ids: [String(id)],
        details: { token: 'Zapier', method: 'POST', path: '/functions/v1/comments-bulk' },
      });
      expect(items[1]).toMatchObject({ action: 'api-tokens.create', records: 1 });
      const imports = await read(owner, `?user=${owner.userId}&kind=imports`);
      expect(imports.items[0]).toMatchObject({ records: 3, details: { inserted: 3 } });
    });

    it('filters by kind of activity, action and person together', async () => {
      const analyst = await memberOf(http, database(), workspaceId, 'analyst');
      await writeRows([
        batch(analyst.userId, '900004', 3),
        correction(analyst.userId, 1),
        { userId: analyst.userId, action: 'ideas.delete', entity: 'idea', entityIds: ['5'] },
        { userId: owner.userId, action: 'ideas.delete', entity: 'idea', entityIds: ['6'] },
      ]);
      for (const kind of AUDIT_KINDS) {
        const lines = await readAll(owner, `kind=${kind}`);
        expect(lines.every((line) => AUDIT_ACTION_KINDS[line.action as AuditAction] === kind)).toBe(
          true,
        );
      }
      const content = await read(owner, `?kind=content&user=${analyst.userId}`);
      expect(content.items.map((item) => item.entity_ids)).toEqual([['5']]);
      const both = await read(
        owner,
        `?kind=comments&action=comments.correct&user=${analyst.userId}`,
      );
      expect(both.items.map((item) => item.action)).toEqual(['comments.correct']);
      // An action of another kind: nothing matches both, and that is no error.
      const neither = await read(owner, `?kind=content&action=comments.correct`);
      expect(neither).toMatchObject({ items: [], nextCursor: null });
      // The filter's options still list every action of the log.
      expect(neither.actions).toEqual(expect.arrayContaining(['comments.import', 'ideas.delete']));
    });

    it('refuses a filter it does not know with 400 and says why, in the asked language', async () => {
      const kind = await refusal(owner, '?kind=everything');
      expect(kind.code).toBe('invalid_audit_kind');
      expect(kind.error).toBe(
        'Tipo de actividad desconocido: usa imports, comments, industries, content, scraping, team, integrations, access',
      );
      const english = await refusal(owner, '?kind=IMPORTS', { 'accept-language': 'en' });
      expect(english).toMatchObject({ code: 'invalid_audit_kind' });
      expect(english.error).toMatch(/^Unknown kind of activity: use imports, /);
      for (const action of ['watch.nonsense', 'DROP TABLE audit_log', 'members.', '.role', '']) {
        const refused = await refusal(owner, `?action=${encodeURIComponent(action)}`);
        expect(refused.code).toBe('invalid_audit_action');
      }
      expect((await refusal(owner, `?action=${'a'.repeat(60)}.${'b'.repeat(30)}`)).code).toBe(
        'invalid_audit_action',
      );
      expect((await refusal(owner, '?user=ana')).code).toBe('invalid_id');
      expect((await refusal(owner, '?cursor=-3')).code).toBe('invalid_input');
      // Known values still answer, trimmed as before.
      expect((await read(owner, '?action=%20members.role%20')).items).toEqual([]);
    });
  });
});
