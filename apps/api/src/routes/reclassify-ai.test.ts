import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { auditLog, sources } from '../db/schema';
import { INDUSTRY_KEYWORDS } from '../domain/industries/industry-keywords';
import { AI_PROVIDERS, type AiProvider } from '../infra/ai/ai-config';
import { createIndustryModelClient } from '../infra/ai/industry-model-client';
import {
  type FakeAiServer,
  type FakeReply,
  type RecordedRequest,
  startFakeAiServer,
} from '../../test-support/fake-ai-server';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedComment, seedSource } from '../../test-support/seed-rows';

// The fake model answers by a marker in the source's comments.
const REPLIES: Array<[string, FakeReply]> = [
  ['MOVER', { kind: 'text', text: '```json\n{"industry": "Clínica Estética"}\n```' }],
  ['INVALIDA', { kind: 'text', text: '{"industry": "Panadería"}' }],
  ['NULA', { kind: 'text', text: '{"industry": null}' }],
  ['ROTA', { kind: 'text', text: 'Creo que es estética' }],
  ['FALLA', { kind: 'status', status: 500 }],
];

describe.each(AI_PROVIDERS)(
  'reclassify-industries with an AI model (%s)',
  (provider: AiProvider) => {
    let server: FakeAiServer;
    beforeAll(async () => {
      server = await startFakeAiServer(provider, (request: RecordedRequest) => {
        const body = JSON.stringify(request.body);
        const reply = REPLIES.find(([marker]) => body.includes(marker));
        return reply ? reply[1] : { kind: 'text', text: '{"industry": null}' };
      });
    });
    afterAll(() => server.close());

    describeOnEachDatabase((database) => {
      const http = serveOnLoopback(() =>
        createApp({
          database: database(),
          industryClassifier: createIndustryModelClient({
            provider,
            baseUrl: server.baseUrl,
            model: 'modelo-falso-1',
            apiKey: 'k',
            timeoutMs: 10_000,
            retryBaseMs: 5,
          }),
        }),
      );
      const api = signedInClient(http);
      const db = () => database().forWorkspace(api.workspaceId());

      it('moves what the model places after the rules and leaves failed answers', async () => {
        const source = async (textsOf: string[], deletedAt?: Date) => {
          const id = await seedSource(db(), 'sin_clasificar', deletedAt ? { deletedAt } : {});
          for (const text of textsOf) await seedComment(db(), id, { text });
          return id;
        };
        const byRules = await source(['Necesito ayuda con mi VISA', 'El asilo tarda demasiado']);
        const byAi = await source(['MOVER: quiero verme más joven', 'Se ve natural']);
        const invalid = await source(['INVALIDA: el pan está rico']);
        const none = await source(['NULA: me encanta']);
        const broken = await source(['ROTA: qué bonito']);
        const failed = await source(['FALLA: hola']);
        const deleted = await source(['MOVER: borrado'], new Date());
        const before = server.requests.length;

        expect(await api().reclassifyIndustries({ body: {} })).toEqual({
          reclassified: 2,
          byRules: 1,
          byAI: 1,
        });
        const ids = [byRules, byAi, invalid, none, broken, failed, deleted];
        const rows = await db()
          .select({ sourceId: sources.sourceId, industry: sources.industry })
          .from(sources)
          .where(inArray(sources.sourceId, ids));
        const industryOf = new Map(rows.map((row) => [row.sourceId, row.industry]));
        expect(ids.map((id) => industryOf.get(id))).toEqual([
          'Abogados (Immigration)',
          'Clínica Estética',
          'sin_clasificar',
          'sin_clasificar',
          'sin_clasificar',
          'sin_clasificar',
          'sin_clasificar',
        ]);

        const asked = server.requests.slice(before).map((request) => JSON.stringify(request.body));
        // The rules came first: their source never reached the model, nor did the deleted one.
        expect(asked.some((body) => body.includes('VISA') || body.includes('borrado'))).toBe(false);
        // Four single answers, one request to correct the answer that is not JSON (its repair
        // quotes it, and is no better), plus three tries for the 500.
        expect(asked).toHaveLength(8);
        expect(asked.filter((body) => body.includes('Creo que es estética'))).toHaveLength(1);
        for (const name of Object.keys(INDUSTRY_KEYWORDS)) expect(asked[0]).toContain(name);

        const audit = await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'industries.reclassify'), eq(auditLog.entity, 'source')));
        const methodOf = new Map(
          audit.map((row) => [row.entityIds[0], (row.details as { method: string }).method]),
        );
        expect(methodOf.get(String(byRules))).toBe('rules');
        expect(methodOf.get(String(byAi))).toBe('ai');
        expect(audit.find((row) => row.entityIds[0] === String(byAi))?.details).toMatchObject({
          from: 'sin_clasificar',
          to: 'Clínica Estética',
        });

        expect(await api().reclassifyIndustries({ body: {} })).toEqual({
          reclassified: 0,
          byRules: 0,
          byAI: 0,
        });
      });
    });
  },
);
