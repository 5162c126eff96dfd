import { type ApiClient, createApiClient } from '@replica/api-client';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { sources } from '../db/schema';
import { signedInClient } from '../../test-support/api-session';
import { signUpAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';

/** A word no other test writes, so a search over the whole workspace finds only its comments. */
const marker = () => `zq${randomBytes(4).toString('hex')}`;
const newIndustry = () => `Industria ${randomBytes(4).toString('hex')}`;

/** Adds comments one by one, in order, so their ids grow in the order given. */
async function addAll(api: ApiClient, comments: Array<{ text: string; industry: string }>) {
  const ids: number[] = [];
  for (const body of comments) ids.push((await api.addComment({ body })).commentId);
  return ids;
}

describe('search route', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const api = signedInClient(http);

    describe('search', () => {
      it('finds matches in every industry, newest first, each with its industry and excerpt', async () => {
        const word = marker();
        const [lawyers, clinics] = [newIndustry(), newIndustry()];
        const ids = await addAll(api(), [
          { text: `Es muy CARO ${word} para mí`, industry: lawyers },
          { text: `Nada que ver con ${word}`, industry: 'sin_clasificar' },
          { text: `Carísimo el tratamiento ${word}`, industry: clinics },
          { text: 'Sin la palabra buscada', industry: clinics },
        ]);
        await api().analyzeComments({ body: { industry: lawyers, mode: 'full' } });

        const found = await api().searchComments({ query: { q: `caro ${word}` } });

        expect(found).toEqual({
          more: false,
          items: [
            {
              comment_id: ids[0],
              industry: lawyers,
              platform: null,
              created_at: expect.any(String),
              objection_tag: expect.any(String),
              excerpt: { before: 'Es muy ', match: `CARO ${word}`, after: ' para mí' },
            },
          ],
        });
        const everywhere = await api().searchComments({ query: { q: word.toUpperCase() } });
        expect(everywhere.items.map((item) => [item.comment_id, item.industry])).toEqual([
          [ids[2], clinics],
          [ids[1], 'sin_clasificar'],
          [ids[0], lawyers],
        ]);
        expect(everywhere.items[0]).toMatchObject({
          objection_tag: null,
          excerpt: { before: 'Carísimo el tratamiento ', match: word, after: '' },
        });
      });

      it('matches ignoring accents both ways, and shows the match as written', async () => {
        const word = marker();
        const industry = newIndustry();
        await addAll(api(), [{ text: `Está carísimo ${word}, demasiado`, industry }]);

        const found = await api().searchComments({ query: { q: `  CARISIMO   ${word} ` } });

        expect(found.items.map((item) => item.excerpt)).toEqual([
          { before: 'Está ', match: `carísimo ${word}`, after: ', demasiado' },
        ]);
      });

      it('keeps to one industry when asked', async () => {
        const word = marker();
        const [one, other] = [newIndustry(), newIndustry()];
        const ids = await addAll(api(), [
          { text: `Primero ${word}`, industry: one },
          { text: `Segundo ${word}`, industry: other },
          { text: `Tercero ${word}`, industry: one },
        ]);

        const found = await api().searchComments({ query: { q: word, industry: one } });

        expect(found.items.map((item) => item.comment_id)).toEqual([ids[2], ids[0]]);
        expect(
          (await api().searchComments({ query: { q: word, industry: newIndustry() } })).items,
        ).toEqual([]);
      });

      it('answers at most `limit` results and says when more match', async () => {
        const word = marker();
        const industry = newIndustry();
        const ids = await addAll(
          api(),
          Array.from({ length: 4 }, (_, index) => ({ text: `Número ${index} ${word}`, industry })),
        );

        const firstTwo = await api().searchComments({ query: { q: word, limit: 2 } });
        expect(firstTwo.items.map((item) => item.comment_id)).toEqual([ids[3], ids[2]]);
        expect(firstTwo.more).toBe(true);
        const all = await api().searchComments({ query: { q: word, limit: 4 } });
        expect(all.items).toHaveLength(4);
        expect(all.more).toBe(false);
      });

      it('never answers deleted comments, nor those of a deleted source', async () => {
        const word = marker();
        const [industry, gone] = [newIndustry(), newIndustry()];
        const ids = await addAll(api(), [
          { text: `Se queda ${word}`, industry },
          { text: `Se borra ${word}`, industry },
          { text: `Su fuente se borra ${word}`, industry: gone },
        ]);
        await api().deleteComment({ params: { id: ids[1]! } });
        await database()
          .forWorkspace(api.workspaceId())
          .update(sources)
          .set({ deletedAt: new Date() })
          .where(eq(sources.industry, gone));

        const found = await api().searchComments({ query: { q: word } });

        expect(found.items.map((item) => item.comment_id)).toEqual([ids[0]]);
      });

      it("never answers another workspace's comments", async () => {
        const word = marker();
        await addAll(api(), [{ text: `Solo de este espacio ${word}`, industry: newIndustry() }]);
        const other = await signUpAndSignIn(http);
        const stranger = createApiClient({ baseUrl: http.origin, getSessionId: () => other });
        await stranger.addComment({ body: { text: `Del otro espacio ${word}` } });

        const mine = await api().searchComments({ query: { q: word } });
        const theirs = await stranger.searchComments({ query: { q: word } });

        expect(mine.items.map((item) => item.excerpt.before)).toEqual(['Solo de este espacio ']);
        expect(theirs.items.map((item) => item.excerpt.before)).toEqual(['Del otro espacio ']);
      });

      it.each([
        ['', 'Escribe al menos 2 caracteres para buscar', 'search_too_short'],
        ['q=', 'Escribe al menos 2 caracteres para buscar', 'search_too_short'],
        ['q=%20a%20%20', 'Escribe al menos 2 caracteres para buscar', 'search_too_short'],
        [
          `q=${'a'.repeat(201)}`,
          'La búsqueda admite como máximo 200 caracteres',
          'search_too_long',
        ],
      ])('refuses the query %j with 400 and the catalogue text', async (query, error, code) => {
        const sessionId = await signUpAndSignIn(http);
        const response = await http.call('GET', `/functions/v1/search?${query}`, { sessionId });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error, code });
      });

      it('answers the refusal in English for an English request', async () => {
        const sessionId = await signUpAndSignIn(http);
        const response = await http.call('GET', '/functions/v1/search?q=a', {
          sessionId,
          headers: { 'accept-language': 'en' },
        });
        expect(await response.json()).toEqual({
          error: 'Type at least 2 characters to search',
          code: 'search_too_short',
        });
      });

      it.each(['limit=0', 'limit=51', 'limit=2.5', 'limit=muchos', `industry=${'i'.repeat(81)}`])(
        'refuses %s with 400',
        async (extra) => {
          const sessionId = await signUpAndSignIn(http);
          const response = await http.call('GET', `/functions/v1/search?q=caro&${extra}`, {
            sessionId,
          });
          expect(response.status).toBe(400);
        },
      );

      it('refuses anonymous calls', async () => {
        const response = await http.call('GET', '/functions/v1/search?q=caro');
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'No autenticado', code: 'not_signed_in' });
      });
    });

    describe('opiniones from a comment', () => {
      it('starts the page at the comment, pages on to older ones and counts from it', async () => {
        const word = marker();
        const industry = newIndustry();
        const ids = await addAll(
          api(),
          Array.from({ length: 5 }, (_, index) => ({ text: `Opinión ${index} ${word}`, industry })),
        );

        const first = await api().inbox({ query: { industry, from: ids[3], limit: 2 } });
        expect(first.items.map((item) => item.comment_id)).toEqual([ids[3], ids[2]]);
        expect(first.total).toBe(4);
        const second = await api().inbox({
          query: { industry, from: ids[3], limit: 2, cursor: first.nextCursor ?? undefined },
        });
        expect(second.items.map((item) => item.comment_id)).toEqual([ids[1], ids[0]]);
        expect(second.nextCursor).toBeNull();
        expect(
          (await api().inbox({ query: { industry, from: ids[3], q: 'opinion 2' } })).total,
        ).toBe(1);
        // The batch button still counts every pending comment of the industry.
        expect(first.pending).toBe(5);
      });

      it('leaves the comment out once it is deleted or of another industry', async () => {
        const word = marker();
        const [industry, other] = [newIndustry(), newIndustry()];
        const ids = await addAll(api(), [
          { text: `Antiguo ${word}`, industry },
          { text: `Abierto ${word}`, industry },
          { text: `De otra industria ${word}`, industry: other },
        ]);
        await api().deleteComment({ params: { id: ids[1]! } });

        const page = await api().inbox({ query: { industry, from: ids[1] } });
        expect(page.items.map((item) => item.comment_id)).toEqual([ids[0]]);
        expect((await api().inbox({ query: { industry, from: ids[2] } })).items).toHaveLength(1);
      });

      it.each(['from=0', 'from=-3', 'from=abc', 'from=1.5'])(
        'refuses %s with 400',
        async (query) => {
          const sessionId = await signUpAndSignIn(http);
          const response = await http.call('GET', `/functions/v1/opiniones?${query}`, {
            sessionId,
          });
          expect(response.status).toBe(400);
        },
      );
    });
  });
});
