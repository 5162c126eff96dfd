import type { ImportedComment } from '@replica/api-client';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { industries } from '../db/schema';
import { signedInClient } from '../../test-support/api-session';
import { signUpAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { rejection } from '../../test-support/rejection';

/** An industry no other test writes to, so tests can share one database. */
const newIndustry = () => `Industria ${randomBytes(4).toString('hex')}`;
const batchId = () => `batch-${randomBytes(8).toString('hex')}`;
const pieces = (count: number, prefix = randomBytes(4).toString('hex')): ImportedComment[] =>
  Array.from({ length: count }, (_, index) => ({ text: `Comentario ${prefix} número ${index}` }));

describe('comment routes', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const api = signedInClient(http);
    const db = () => database().forWorkspace(api.workspaceId());

    describe('comments-manual', () => {
      it('stores a trimmed comment in sin_clasificar by default', async () => {
        const added = await api().addComment({ body: { text: '  Es demasiado caro para mí  ' } });
        expect(added.inserted).toBe(true);
        const inbox = await api().inbox({ query: { industry: 'sin_clasificar', limit: 500 } });
        const stored = inbox.items.find((item) => item.comment_id === added.commentId);
        expect(stored).toMatchObject({
          text: 'Es demasiado caro para mí',
          industry: 'sin_clasificar',
          author: null,
          objection_tag: null,
        });
      });

      it('creates a new industry with status NUEVO', async () => {
        const industry = newIndustry();
        await api().addComment({ body: { text: 'No confío en ellos', industry, author: 'Ana' } });
        const [row] = await db().select().from(industries).where(eq(industries.name, industry));
        expect(row?.status).toBe('NUEVO');
        const inbox = await api().inbox({ query: { industry } });
        expect(inbox).toMatchObject({ total: 1, items: [{ author: 'Ana', industry }] });
      });

      it('stores text and an industry holding NUL and lone surrogates, which PostgreSQL refuses', async () => {
        const industry = newIndustry();
        const added = await api().addComment({
          body: {
            text: 'Es\u0000 demasiado caro \ud800',
            industry: `${industry}\u0000`,
          },
        });
        const inbox = await api().inbox({ query: { industry } });
        expect(inbox.items.find((item) => item.comment_id === added.commentId)?.text).toBe(
          'Es demasiado caro \ufffd',
        );
      });

      it.each([
        [{}, 'El texto es requerido'],
        [{ text: '   ' }, 'El texto es requerido'],
        [{ text: 'x'.repeat(5001) }, 'El texto admite como máximo 5000 caracteres'],
        [{ text: 'Texto válido', author: 'a'.repeat(201) }, 'El autor admite como máximo 200'],
        [{ text: 'Texto válido', industry: 'i'.repeat(81) }, 'La industria admite como máximo'],
      ])('refuses %j with 400 and stores nothing', async (body, message) => {
        const sessionId = await signUpAndSignIn(http);
        const response = await http.call('POST', '/functions/v1/comments-manual', {
          json: body,
          sessionId,
        });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toContain(message);
      });

      it('refuses malformed JSON and anonymous calls', async () => {
        const sessionId = await signUpAndSignIn(http);
        const malformed = await http.call('POST', '/functions/v1/comments-manual', {
          body: '{"text": ',
          sessionId,
          headers: { 'content-type': 'application/json' },
        });
        expect(malformed.status).toBe(400);
        const anonymous = await http.call('POST', '/functions/v1/comments-manual', {
          json: { text: 'Sin sesión no entra' },
        });
        expect(anonymous.status).toBe(401);
        expect(await anonymous.json()).toEqual({ error: 'No autenticado', code: 'not_signed_in' });
      });
    });

    describe('comments-bulk', () => {
      it('counts too short, too long and duplicate pieces and stores the rest', async () => {
        const industry = newIndustry();
        const result = await api().importComments({
          body: {
            batchId: batchId(),
            kind: 'bulk',
            industry,
            platform: 'Instagram',
            comments: [
              { text: 'corto' },
              { text: '       siete  ' },
              { text: 'x'.repeat(5001) },
              { text: 'Me parece muy caro', author: 'Luis', date: '04/03/2026' },
              { text: '  me parece   MUY caro ' },
              { text: 'No tengo tiempo para esto', platform: 'TikTok' },
            ],
          },
        });
        expect(result).toEqual({ inserted: 2, duplicates: 1, tooShort: 2, failed: 1 });
        const inbox = await api().inbox({ query: { industry } });
        expect(inbox.items.map((item) => [item.text, item.platform, item.author])).toEqual([
          ['No tengo tiempo para esto', 'TikTok', null],
          ['Me parece muy caro', 'Instagram', 'Luis'],
        ]);
      });

      it('skips exact duplicates of live comments of the same industry only', async () => {
        const industry = newIndustry();
        const other = newIndustry();
        const { commentId } = await api().addComment({
          body: {
            text: 'Ya lo intenté y no sirve',
            industry,
          },
        });
        const again = [{ text: 'ya lo intenté y no sirve' }];
        const first = await api().importComments({
          body: {
            batchId: batchId(),
            kind: 'file',
            industry,
            comments: again,
          },
        });
        expect(first).toMatchObject({ inserted: 0, duplicates: 1 });
        const elsewhere = await api().importComments({
          body: {
            batchId: batchId(),
            kind: 'file',
            industry: other,
            comments: again,
          },
        });
        expect(elsewhere).toMatchObject({ inserted: 1, duplicates: 0 });
        await api().deleteComment({ params: { id: commentId } });
        const afterDelete = await api().importComments({
          body: {
            batchId: batchId(),
            kind: 'file',
            industry,
            comments: again,
          },
        });
        expect(afterDelete).toMatchObject({ inserted: 1, duplicates: 0 });
      });

      it('stores a text once when batches holding it arrive at the same time', async () => {
        // Ingesta sends two batches at once, and two people may import into one industry.
        const industry = newIndustry();
        await api().addComment({ body: { text: 'La industria ya existe', industry } });
        const shared = pieces(300);
        const batches = Array.from({ length: 4 }, (_, index) => [
          ...shared,
          ...pieces(200, `propio-${index}`),
        ]);
        const results = await Promise.all(
          batches.map((comments) =>
            api().importComments({
              body: { batchId: batchId(), kind: 'file', industry, comments },
            }),
          ),
        );
        const inserted = results.reduce((sum, result) => sum + result.inserted, 0);
        expect(inserted).toBe(300 + 4 * 200);
        expect(results.reduce((sum, result) => sum + result.duplicates, 0)).toBe(3 * 300);
        const inbox = await api().inbox({ query: { industry, limit: 500 } });
        expect(inbox.total).toBe(1 + 300 + 4 * 200);
      });

      it('answers a replayed batch id with its first result and stores nothing', async () => {
        const industry = newIndustry();
        const batch = { batchId: batchId(), kind: 'file' as const, industry, comments: pieces(5) };
        const first = await api().importComments({ body: batch });
        const replay = await api().importComments({ body: batch });
        expect(replay).toEqual(first);
        expect((await api().inbox({ query: { industry } })).total).toBe(5);
      });

      it('imports 10,000 comments in batches of 1,000 into one source', async () => {
        const industry = newIndustry();
        const importId = `import-${randomBytes(6).toString('hex')}`;
        const all = pieces(10_000);
        let inserted = 0;
        for (let start = 0; start < all.length; start += 1_000) {
          const result = await api().importComments({
            body: {
              batchId: `${importId}-${start}`,
              importId,
              kind: 'file',
              industry,
              comments: all.slice(start, start + 1_000),
            },
          });
          inserted += result.inserted;
        }
        expect(inserted).toBe(10_000);
        expect((await api().inbox({ query: { industry } })).total).toBe(10_000);
        const sources = await db().execute<{ count: number }>(
          // Every batch of the import shares its one source.
          `select count(distinct source_id)::int as count from comments c
           join sources s using (source_id) where s.industry = '${industry}'`,
        );
        expect(sources.rows[0]?.count).toBe(1);
      }, 120_000);

      it('keeps one source for an import whose first batches arrive at once', async () => {
        const industry = newIndustry();
        const importId = `import-${randomBytes(6).toString('hex')}`;
        const all = pieces(400);
        const results = await Promise.all(
          [0, 100, 200, 300].map((start) =>
            api().importComments({
              body: {
                batchId: `${importId}-${start}`,
                importId,
                kind: 'file',
                industry,
                comments: all.slice(start, start + 100),
              },
            }),
          ),
        );
        expect(results.reduce((sum, result) => sum + result.inserted, 0)).toBe(400);
        const sources = await db().execute<{ count: number }>(
          `select count(*)::int as count from sources where industry = '${industry}'`,
        );
        expect(sources.rows[0]?.count).toBe(1);
      });

      it.each([
        ['an empty batch', { comments: [] }, 'No hay comentarios para importar'],
        ['1,001 comments', { comments: pieces(1_001) }, 'Como máximo 1000 comentarios'],
        ['an unknown kind', { kind: 'scraper', comments: pieces(1) }, ''],
        ['no batch id', { batchId: undefined, comments: pieces(1) }, ''],
      ])('refuses %s with 400', async (_label, override, message) => {
        const sessionId = await signUpAndSignIn(http);
        const industry = newIndustry();
        const response = await http.call('POST', '/functions/v1/comments-bulk', {
          json: { batchId: batchId(), kind: 'bulk', industry, ...override },
          sessionId,
        });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toContain(message);
        expect((await api().inbox({ query: { industry } })).total).toBe(0);
      });
    });

    describe('opiniones', () => {
      it('pages newest first without skipping or repeating while comments arrive', async () => {
        const industry = newIndustry();
        await api().importComments({
          body: {
            batchId: batchId(),
            kind: 'bulk',
            industry,
            comments: pieces(25, 'primero'),
          },
        });
        const seen: number[] = [];
        let cursor: string | undefined;
        do {
          const page = await api().inbox({
            query: { industry, limit: 10, ...(cursor ? { cursor } : {}) },
          });
          expect(page.total).toBe(25 + (seen.length > 0 ? 3 : 0));
          seen.push(...page.items.map((item) => item.comment_id));
          cursor = page.nextCursor ?? undefined;
          if (seen.length === 10) {
            await api().importComments({
              body: {
                batchId: batchId(),
                kind: 'bulk',
                industry,
                comments: pieces(3, 'después'),
              },
            });
          }
        } while (cursor);
        expect(seen).toHaveLength(25);
        expect(new Set(seen).size).toBe(25);
        expect([...seen].sort((a, b) => b - a)).toEqual(seen);
      });

      it('filters to pending comments and leaves deleted ones out', async () => {
        const industry = newIndustry();
        const { commentId: kept } = await api().addComment({
          body: { text: 'Sigue aquí', industry },
        });
        const { commentId: gone } = await api().addComment({
          body: { text: 'Me van a borrar', industry },
        });
        await db().execute(
          `insert into comment_analysis (comment_id, objection_tag, method) values (${kept}, 'precio', 'reglas')`,
        );
        await api().deleteComment({ params: { id: gone } });
        expect(
          (await api().inbox({ query: { industry } })).items.map((item) => item.comment_id),
        ).toEqual([kept]);
        expect(await api().inbox({ query: { industry, pending: 'true' } })).toMatchObject({
          total: 0,
          items: [],
        });
      });

      it('searches the text ignoring case, accents and LIKE wildcards', async () => {
        const industry = newIndustry();
        const texts = [
          'El PRECIO es carísimo para mí',
          'Nada caro, precio justo',
          'Descuento del 50% que no aplica',
          'Descuento del 50 por ciento',
          'Usuario guion_bajo escribió',
          'Usuario guionXbajo escribió',
        ];
        await api().importComments({
          body: {
            batchId: batchId(),
            kind: 'bulk',
            industry,
            comments: texts.map((text) => ({ text })),
          },
        });
        const found = async (q: string) => {
          const page = await api().inbox({ query: { industry, q } });
          expect(page.total, q).toBe(page.items.length);
          return page.items.map((item) => item.text).sort();
        };
        expect(await found('CARISIMO PARA MI')).toEqual([texts[0]]);
        expect(await found('  Precio ')).toEqual([texts[0], texts[1]].sort());
        expect(await found('50%')).toEqual([texts[2]]);
        expect(await found('guion_bajo')).toEqual([texts[4]]);
        expect(await found('escribio')).toEqual([texts[4], texts[5]].sort());
        expect(await found('%')).toEqual([texts[2]]);
        expect(await found('ninguno')).toEqual([]);
        expect((await api().inbox({ query: { industry, q: '   ' } })).total).toBe(texts.length);
      });

      it('pages a search with the cursor keeping the exact total', async () => {
        const industry = newIndustry();
        await api().importComments({
          body: {
            batchId: batchId(),
            kind: 'bulk',
            industry,
            comments: [...pieces(12, 'Búsqueda'), ...pieces(9, 'otra cosa')],
          },
        });
        const seen: number[] = [];
        let cursor: string | undefined;
        do {
          const page = await api().inbox({ query: { industry, q: 'BUSQUEDA', limit: 5, cursor } });
          expect(page.total).toBe(12);
          seen.push(...page.items.map((item) => item.comment_id));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        expect(new Set(seen).size).toBe(12);
        expect([...seen].sort((a, b) => b - a)).toEqual(seen);
      });

      it('counts the live pending comments of the industry whatever q asks', async () => {
        const industry = newIndustry();
        const ids: number[] = [];
        for (const text of ['Primero pendiente', 'Segundo pendiente', 'Tercero analizado']) {
          ids.push((await api().addComment({ body: { text, industry } })).commentId);
        }
        await db().execute(
          `insert into comment_analysis (comment_id, objection_tag, method) values (${ids[2]}, 'precio', 'reglas')`,
        );
        expect(await api().inbox({ query: { industry } })).toMatchObject({ total: 3, pending: 2 });
        expect(await api().inbox({ query: { industry, q: 'nada así' } })).toMatchObject({
          total: 0,
          pending: 2,
        });
        await api().deleteComment({ params: { id: ids[0] ?? 0 } });
        expect(await api().inbox({ query: { industry, q: 'tercero' } })).toMatchObject({
          total: 1,
          pending: 1,
        });
        expect((await api().inbox({ query: { industry: newIndustry() } })).pending).toBe(0);
      });

      it('refuses a forged cursor and an out-of-range limit', async () => {
        const sessionId = await signUpAndSignIn(http);
        for (const query of [
          'cursor=bm9wZQ',
          'limit=501',
          'limit=0',
          'pending=quizas',
          `q=${'a'.repeat(201)}`,
        ]) {
          const response = await http.call('GET', `/functions/v1/opiniones?${query}`, {
            sessionId,
          });
          expect(response.status, query).toBe(400);
        }
      });
    });

    describe('delete-comment', () => {
      it('soft-deletes one comment and answers 404 the second time', async () => {
        const industry = newIndustry();
        const { commentId } = await api().addComment({ body: { text: 'Para borrar', industry } });
        expect(await api().deleteComment({ params: { id: commentId } })).toEqual({ deleted: 1 });
        const again = await rejection(api().deleteComment({ params: { id: commentId } }));
        expect(again).toMatchObject({ status: 404, message: 'Comentario no encontrado' });
        expect((await api().inbox({ query: { industry } })).total).toBe(0);
      });

      it('bulk-deletes counting only live comments', async () => {
        const industry = newIndustry();
        const ids: number[] = [];
        for (const text of ['Uno de tres', 'Dos de tres', 'Tres de tres']) {
          ids.push((await api().addComment({ body: { text, industry } })).commentId);
        }
        await api().deleteComment({ params: { id: ids[0]! } });
        expect(await api().deleteComments({ body: { ids: [...ids, 999_999_999] } })).toEqual({
          deleted: 2,
        });
        expect((await api().inbox({ query: { industry } })).total).toBe(0);
      });

      it('refuses bad ids, an empty list and more than 1,000 ids', async () => {
        const sessionId = await signUpAndSignIn(http);
        for (const badId of ['abc', '0', '1.5', '99999999999999999999']) {
          const response = await http.call('DELETE', `/functions/v1/delete-comment/${badId}`, {
            sessionId,
          });
          expect(response.status, badId).toBe(400);
        }
        // `true` and '1' are not comment 1: a body's ids are numbers, never coerced.
        const bad = [
          [],
          Array.from({ length: 1_001 }, (_, i) => i + 1),
          ['x'],
          [-1],
          [true],
          ['1'],
        ];
        for (const ids of bad) {
          const response = await http.call('POST', '/functions/v1/delete-comment/bulk-delete', {
            json: { ids },
            sessionId,
          });
          expect(response.status).toBe(400);
        }
      });
    });
  });
});
