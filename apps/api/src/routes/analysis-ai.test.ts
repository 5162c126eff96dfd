import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { commentAnalysis } from '../db/schema';
import type { Analyser } from '../domain/analysis-runs/analyser';
import { AI_PROVIDERS, type AiProvider } from '../infra/ai/ai-config';
import { createAiAnalyser } from '../infra/ai/ai-analyser';
import { DEFAULT_AI_MAX_CONCURRENCY } from '../infra/ai/ai-config';
import { CUT_SHORT, REFUSED } from '../infra/ai/provider-answer';
import {
  type FakeAiServer,
  type FakeReply,
  type RecordedRequest,
  goodAnswer,
  startFakeAiServer,
} from '../../test-support/fake-ai-server';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedComment, seedSource } from '../../test-support/seed-rows';

const MODEL = 'modelo-falso-1';
const HANG_TIMEOUT_MS = 200;
const newIndustry = () => `Industria IA ${randomBytes(4).toString('hex')}`;

describe.each(AI_PROVIDERS)('analysis routes with an AI model (%s)', (provider: AiProvider) => {
  // Each test sets how the fake provider answers; requests for comments containing "FALLA"
  // always get a 500, so one batch can mix AI analyses and fallbacks.
  let answer: (index: number) => FakeReply = () => ({ kind: 'text', text: goodAnswer() });
  let server: FakeAiServer;
  const analyserWith = (timeoutMs: number) =>
    createAiAnalyser({
      provider,
      baseUrl: server.baseUrl,
      model: MODEL,
      apiKey: 'k',
      timeoutMs,
      retryBaseMs: 5,
    });
  let analyser: Analyser;
  beforeAll(async () => {
    server = await startFakeAiServer(
      provider,
      (request: RecordedRequest, index) =>
        JSON.stringify(request.body).includes('FALLA')
          ? { kind: 'status', status: 500 }
          : answer(index),
      20,
    );
    analyser = analyserWith(10_000);
  });
  afterAll(() => server.close());

  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() =>
      createApp({ database: database(), analyser: (input) => analyser(input) }),
    );
    const api = signedInClient(http);
    const db = () => database().forWorkspace(api.workspaceId());
    const stored = async (commentId: number) => {
      const [row] = await db()
        .select()
        .from(commentAnalysis)
        .where(eq(commentAnalysis.commentId, commentId));
      return row;
    };
    const analyse = async (reply: (index: number) => FakeReply) => {
      answer = reply;
      const source = await seedSource(db(), newIndustry());
      const commentId = await seedComment(db(), source, {
        text: 'Es demasiado caro, 500 dólares al mes no los puedo pagar',
      });
      const result = await api().analyzeComment(commentId);
      return { result, row: await stored(commentId) };
    };

    it('stores the model analysis with the project real score', async () => {
      const { result, row } = await analyse(() => ({
        kind: 'text',
        text: goodAnswer({ objection_tag: 'confianza' }),
      }));
      // The model's own label joins the industry's clusters: under its tag, a label that names
      // no concrete trust pain is the objection's usual one.
      expect(result).toMatchObject({
        method: MODEL,
        objection_tag: 'confianza',
        pain_cluster_label: 'desconfianza en el proveedor',
      });
      expect(result.real_score).toBeGreaterThan(0);
      expect(row).toMatchObject({
        method: MODEL,
        model: MODEL,
        fallbackReason: null,
        emotion: 'frustración',
      });
    });

    it('retries a 429 and keeps the model analysis', async () => {
      const { row } = await analyse((index) =>
        index % 2 === 0
          ? { kind: 'status', status: 429, headers: { 'retry-after': '0' } }
          : { kind: 'text', text: '```json\n' + goodAnswer() + '\n```' },
      );
      expect(row).toMatchObject({ method: MODEL, model: MODEL, fallbackReason: null });
    });

    const fallbacks: Array<[string, (index: number) => FakeReply, string | RegExp]> = [
      [
        'malformed JSON',
        () => ({ kind: 'text', text: 'Claro: {"objection_tag": "precio"' }),
        'el modelo no respondió JSON válido',
      ],
      [
        'an answer outside the taxonomy',
        () => ({ kind: 'text', text: goodAnswer({ objection_tag: 'dinero' }) }),
        'respuesta fuera del esquema: objection_tag',
      ],
      [
        'an answer cut short by the token limit',
        () => ({ kind: 'cut', text: '{"objection' }),
        CUT_SHORT,
      ],
      ['a refusal', () => ({ kind: 'refusal' }), REFUSED],
      [
        'a 500 on every try',
        () => ({ kind: 'status', status: 500 }),
        'error del proveedor (HTTP 500, 3 intentos)',
      ],
    ];
    it.each(fallbacks)('falls back to the rules on %s', async (_case, reply, reason) => {
      const { result, row } = await analyse(reply);
      expect(result).toMatchObject({ method: 'reglas', objection_tag: 'precio' });
      expect(row).toMatchObject({ method: 'reglas', model: null });
      expect(row?.fallbackReason).toMatch(reason);
    });

    it('falls back to the rules when the provider hangs past the timeout', async () => {
      analyser = analyserWith(HANG_TIMEOUT_MS);
      try {
        const { row } = await analyse(() => ({ kind: 'hang' }));
        expect(row).toMatchObject({
          method: 'reglas',
          fallbackReason: `tiempo agotado (${HANG_TIMEOUT_MS} ms)`,
        });
      } finally {
        analyser = analyserWith(10_000);
      }
    });

    it("puts the model's varied labels for one pain in one cluster, and another pain apart", async () => {
      // The comments share no word; only the model's labels say which pain each voices.
      const said: Array<[text: string, label: string]> = [
        ['Me cobraron algo apenas entré, nadie me dijo', 'cargo de inscripción oculto'],
        ['No avisaron de ese pago al comienzo', 'inscripción cobrada sin avisar'],
        ['Ese extra del primer día me molestó', 'costo de inscripción aparte'],
        ['Lo de cada mes se come mi sueldo', 'cuota mensual muy cara'],
        ['Pagar eso todos los meses no puedo', 'mensualidad elevada'],
        ['Mes a mes sale carísimo', 'cuota mensual alta'],
      ];
      const labelOf = new Map(said);
      answer = () => ({ kind: 'text', text: goodAnswer() });
      server.requests.length = 0;
      const industry = newIndustry();
      const source = await seedSource(db(), industry);
      const ids: number[] = [];
      for (const [text] of said) ids.push(await seedComment(db(), source, { text }));
      answer = (index) => {
        const asked = JSON.stringify(server.requests[index]?.body ?? {});
        const text = [...labelOf.keys()].find((comment) => asked.includes(comment)) ?? '';
        return { kind: 'text', text: goodAnswer({ pain_cluster_label: labelOf.get(text) }) };
      };

      await api().analyzeComments({ industry, maxAnalyze: 100 });

      const labels = await Promise.all(ids.map(async (id) => (await stored(id))?.painClusterLabel));
      expect(new Set(labels.slice(0, 3)).size).toBe(1);
      expect(new Set(labels.slice(3)).size).toBe(1);
      expect(labels[0]).not.toBe(labels[3]);
    });

    it('analyses a batch with at most four calls at once and counts fallbacks as rules', async () => {
      answer = () => ({ kind: 'text', text: goodAnswer() });
      const industry = newIndustry();
      const source = await seedSource(db(), industry);
      const texts = Array.from({ length: 10 }, (_, i) => `No tengo dinero para pagar esto ${i}`);
      texts.push('FALLA: no confío en ellos', 'FALLA: es una estafa');
      const ids: number[] = [];
      for (const text of texts) ids.push(await seedComment(db(), source, { text }));

      expect(await api().analyzeComments({ industry, maxAnalyze: 100 })).toEqual({
        processed: 12,
        pending_raw: 12,
        filtered_too_short: 0,
        processed_claude: 10,
        processed_rules: 2,
      });
      expect(server.maxConcurrent).toBeGreaterThan(1);
      expect(server.maxConcurrent).toBeLessThanOrEqual(DEFAULT_AI_MAX_CONCURRENCY);
      const last = await stored(ids[11] ?? 0);
      expect(last).toMatchObject({
        method: 'reglas',
        fallbackReason: 'error del proveedor (HTTP 500, 3 intentos)',
      });
    });

    it('asks once with a rejected key, and every comment of the batch says why it fell back', async () => {
      const rejecting = await startFakeAiServer(provider, () => ({ kind: 'status', status: 401 }));
      analyser = createAiAnalyser({
        provider,
        baseUrl: rejecting.baseUrl,
        model: MODEL,
        apiKey: 'clave-revocada',
        timeoutMs: 10_000,
      });
      try {
        const industry = newIndustry();
        const source = await seedSource(db(), industry);
        const ids: number[] = [];
        for (let i = 0; i < 10; i += 1) {
          ids.push(await seedComment(db(), source, { text: `Es muy caro para mí ${i}` }));
        }
        expect(await api().analyzeComments({ industry, maxAnalyze: 100 })).toMatchObject({
          processed: 10,
          processed_claude: 0,
          processed_rules: 10,
        });
        expect(rejecting.requests).toHaveLength(1);
        for (const id of ids) {
          expect(await stored(id)).toMatchObject({
            method: 'reglas',
            fallbackReason: 'clave del proveedor rechazada (HTTP 401)',
          });
        }
      } finally {
        analyser = analyserWith(10_000);
        await rejecting.close();
      }
    });
  });
});
