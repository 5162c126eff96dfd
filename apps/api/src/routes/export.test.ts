import { type ApiClient, createApiClient } from '@replica/api-client';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { inboxExportBatches } from '../domain/export/inbox-export';
import { signUpAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { manualClock } from '../../test-support/fixtures';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedManyComments } from '../../test-support/seed-many';
import { seedAnalysis, seedComment, seedSource } from '../../test-support/seed-rows';

const newIndustry = () => `Exportación ${randomBytes(4).toString('hex')}`;
const BOM = '\uFEFF';

/** The records of a CSV with no line break inside its fields (`text()` drops the BOM). */
const records = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('export routes', () => {
  describeOnEachDatabase((database) => {
    const clock = manualClock(new Date('2030-02-03T12:00:00Z'));
    const http = serveOnLoopback(() => createApp({ database: database(), now: clock.now }));
    // One account for the api-client and the downloads, so both act in its workspace.
    let sessionId = '';
    let client: ApiClient | undefined;
    let workspaceId = 0;
    beforeAll(async () => {
      sessionId = await signUpAndSignIn(http);
      client = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
      workspaceId = (await client.workspaces()).current;
    });
    const api = () => client!;
    const db = () => database().forWorkspace(workspaceId);
    // A fresh connection each: a long export can outlast the server's keep-alive, and a reused
    // socket it has just closed fails with ECONNRESET before the request is sent.
    const download = (path: string) =>
      http.call('GET', `/functions/v1/${path}`, { sessionId, headers: { connection: 'close' } });

    it('streams the inbox of an industry as CSV: BOM, header, quoting, injection neutralised', async () => {
      const industry = newIndustry();
      const source = await seedSource(db(), industry);
      const plain = await seedComment(db(), source, { text: 'Es caro' });
      const quoted = await seedComment(db(), source, { text: 'Dijo "caro", y\r\nse fue' });
      const formula = await seedComment(db(), source, { text: '=HYPERLINK("http://x","clic")' });
      await seedAnalysis(db(), plain, {
        method: 'reglas',
        objectionTag: 'precio',
        emotion: 'frustración',
        sentiment: -0.5,
        painClusterLabel: 'precio alto',
        realScore: 0.83,
      });

      const response = await download(
        `export/opiniones.csv?industry=${encodeURIComponent(industry)}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="opiniones-exportacion-[0-9a-f]{8}-2030-02-03\.csv"$/,
      );
      // A private download like every API answer: never kept, with the security headers.
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-request-id')).toBeTruthy();
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      const lines = csv.slice(BOM.length).split('\r\n');
      expect(lines[0]).toBe(
        'comment_id,created_at,published_at,industry,platform,author,text,likes,replies,' +
          'objection_tag,emotion,sentiment,pain_cluster_label,real_score,method,corrected_by,corrected_at',
      );
      // Newest first, as the inbox lists them.
      expect(lines[1]).toMatch(
        new RegExp(`^${formula},.*,"'=HYPERLINK\\(""http://x"",""clic""\\)",`),
      );
      expect(csv).toContain(`,"Dijo ""caro"", y\r\nse fue",`);
      expect(lines.at(-2)).toMatch(
        new RegExp(`^${plain},.*,Es caro,,,precio,frustración,-0.5,precio alto,0.83,reglas,,$`),
      );
      expect(lines.at(-1)).toBe('');
      expect(quoted).toBeGreaterThan(plain);
    });

    it('exports what the inbox filter shows: q and pending', async () => {
      const industry = newIndustry();
      const source = await seedSource(db(), industry);
      const cheap = await seedComment(db(), source, { text: 'Demasiado CARO para mí' });
      await seedComment(db(), source, { text: 'No confío' });
      const analysedCheap = await seedComment(db(), source, { text: 'Muy caro' });
      await seedAnalysis(db(), analysedCheap, { objectionTag: 'precio' });
      await seedComment(db(), source, { text: 'caro pero borrado', deletedAt: new Date() });
      await seedComment(db(), await seedSource(db(), newIndustry()), { text: 'caro en otra' });

      const q = encodeURIComponent(industry);
      const byText = records(
        await (await download(`export/opiniones.csv?industry=${q}&q=caro`)).text(),
      );
      expect(byText.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([
        analysedCheap,
        cheap,
      ]);
      const pending = records(
        await (await download(`export/opiniones.csv?industry=${q}&q=caro&pending=true`)).text(),
      );
      expect(pending.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([cheap]);
    });

    it('pages through every row in batches without skipping or repeating one', async () => {
      const industry = newIndustry();
      const source = await seedSource(db(), industry);
      await seedManyComments(db(), source, 2_345, 'comentario');
      const csv = await (
        await download(`export/opiniones.csv?industry=${encodeURIComponent(industry)}`)
      ).text();
      const ids = records(csv)
        .slice(1)
        .map((line) => Number(line.split(',')[0]));
      expect(ids).toHaveLength(2_345);
      expect(new Set(ids).size).toBe(2_345);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const batchSizes: number[] = [];
      for await (const batch of inboxExportBatches(db(), { industry }, 500)) {
        batchSizes.push(batch.length);
      }
      expect(batchSizes.reduce((sum, size) => sum + size, 0)).toBe(2_345);
      expect(Math.max(...batchSizes)).toBeLessThanOrEqual(500);
    });

    it('answers a bad filter with a Spanish 400 before streaming anything', async () => {
      const response = await download(`export/opiniones.csv?q=${'x'.repeat(201)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'La búsqueda admite como máximo 200 caracteres',
        code: 'search_too_long',
      });
    });

    it("exports the report's tables, each row tagged with its section", async () => {
      const industry = newIndustry();
      const source = await seedSource(db(), industry);
      // Three comments a pain: a pain point needs that many.
      for (const [text, tag] of [
        ['Es caro, no puedo', 'precio'],
        ['Es caro, no puedo pagarlo', 'precio'],
        ['Es carísimo, no puedo', 'precio'],
        ['No confío, "estafa"', 'confianza'],
        ['No confío, es estafa', 'confianza'],
        ['No confío nada', 'confianza'],
      ] as const) {
        const commentId = await seedComment(db(), source, { text });
        await seedAnalysis(db(), commentId, {
          objectionTag: tag,
          emotion: 'frustración',
          sentiment: -0.5,
          painClusterLabel: `dolor ${tag}`,
          // The quoted comment leads the five-whys examples, so the CSV shows its quoting.
          realScore: text.includes('"') ? 0.9 : 0.8,
          why1: 'a',
          why2: 'b',
          why3: 'c',
          why4: 'd',
          why5: 'e',
          rootCause: '-raíz',
        });
      }
      await api().correctComment({
        body: {
          comment_id: (await api().inbox({ query: { industry } })).items[0]?.comment_id ?? 0,
          emotion: 'miedo',
        },
      });

      const response = await download(`export/report.csv?industry=${encodeURIComponent(industry)}`);
      expect(response.headers.get('content-disposition')).toContain(
        'filename="reporte-exportacion-',
      );
      const csv = await response.text();
      expect(csv.startsWith(`section,measure,objection_tag,pain_cluster_label,count,`)).toBe(true);
      const sections = records(csv)
        .slice(1)
        .map((line) => line.split(',')[0]);
      expect(sections.filter((section) => section === 'distribution')).toHaveLength(2);
      expect(sections.filter((section) => section === 'pain_point')).toHaveLength(2);
      expect(sections.filter((section) => section === 'five_whys').length).toBeGreaterThan(0);
      expect(sections.filter((section) => section === 'corrections_agreement')).toHaveLength(3);
      expect(csv).toContain('"No confío, ""estafa"""');
      expect(csv).toContain(",'-raíz\r\n");
    });
  });
});
