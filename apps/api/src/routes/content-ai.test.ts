import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { WorkspaceDb } from '../db/database';
import { auditLog } from '../db/schema';
import { AI_PROVIDERS, type AiProvider } from '../infra/ai/ai-config';
import { createIdeaModelClient } from '../infra/ai/idea-model-client';
import { createPackModelClient } from '../infra/ai/pack-model-client';
import type { ReplacedPiece } from '@replica/api-client/schemas';
import {
  type FakeAiServer,
  type FakeReply,
  startFakeAiServer,
} from '../../test-support/fake-ai-server';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedAnalysis, seedComment, seedSource } from '../../test-support/seed-rows';
import { generatePack } from '../../test-support/content-pack';

/** The content pack generate-ideas answers for `industry` (its `pack` kind). */
const MODEL = 'modelo-falso-1';
const idea = (hook: string) => ({
  idea_type: 'video corto',
  hook,
  angle: 'Mostrar el valor de la cuota',
  script_outline: '1. Leer el comentario. 2. Explicar. 3. CTA.',
});

const items = <T>(count: number, make: (n: number) => T) =>
  Array.from({ length: count }, (_, index) => make(index + 1));
/** A pack of exactly the sizes the pack schema requires, as a model would answer it. */
const aiPack = {
  titulos: items(15, (n) => `Título IA ${n}`),
  angulos: items(10, (n) => ({ titulo: `Ángulo IA ${n}`, bullets: ['uno', 'dos', 'tres'] })),
  copy_bullets: items(20, (n) => `Bullet IA ${n}`),
  guiones_video: items(5, (n) => ({
    hook: `Hook ${n}`,
    problema: 'Problema',
    agitacion: 'Agitación',
    solucion: 'Solución',
    cta: 'CTA',
  })),
  lead_magnets: items(10, (n) => ({ titulo: `Guía ${n}`, tipo: 'guía', outline: 'Pasos' })),
  posts_sociales: items(20, (n) => ({
    plataforma: 'Instagram',
    contenido: `Post ${n}`,
    visual_idea: 'Foto',
  })),
};

/** An industry with two analysed pains of two objections, so the rules would write two ideas. */
async function seedIndustry(db: WorkspaceDb, industry: string) {
  const clusters = [
    ['Cuota mensual cara', 'precio'],
    ['Entrenadores ausentes', 'confianza'],
  ] as const;
  for (const [index, [cluster, objectionTag]] of clusters.entries()) {
    const commentId = await seedComment(db, await seedSource(db, industry), {
      text: `Comentario sobre ${cluster}`,
    });
    await seedAnalysis(db, commentId, {
      painClusterLabel: cluster,
      objectionTag,
      rootCause: 'No ve el valor',
      realScore: 0.9 - index / 10,
    });
  }
}

describe.each(AI_PROVIDERS)('generate-ideas with an AI model (%s)', (provider: AiProvider) => {
  let answer: FakeReply = { kind: 'status', status: 500 };
  let server: FakeAiServer;
  beforeAll(async () => {
    server = await startFakeAiServer(provider, () => answer);
  });
  afterAll(() => server.close());

  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() =>
      createApp({
        database: database(),
        ideaWriter: {
          write: createIdeaModelClient({
            provider,
            baseUrl: server.baseUrl,
            model: MODEL,
            apiKey: 'k',
            timeoutMs: 10_000,
            retryBaseMs: 5,
          }),
          model: MODEL,
        },
        packWriter: {
          write: createPackModelClient({
            provider,
            baseUrl: server.baseUrl,
            model: MODEL,
            apiKey: 'k',
            timeoutMs: 10_000,
            retryBaseMs: 5,
          }),
          model: MODEL,
        },
      }),
    );
    const api = signedInClient(http);
    const db = () => database().forWorkspace(api.workspaceId());
    const generate = async (industry: string, reply: FakeReply) => {
      answer = reply;
      await seedIndustry(db(), industry);
      const result = await api().generateIdeas({ body: { industry, kind: 'ideas' } });
      const { items } = await api().templates({ query: { industry } });
      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'ideas.generate'), eq(auditLog.entity, 'idea')));
      const audit = audits.find(
        (row) => (row.details as { industry: string }).industry === industry,
      );
      return { result, hooks: items.map((item) => item.hook), audit };
    };

    it('stores the model ideas, as many as pain points, audited with the model', async () => {
      const before = server.requests.length;
      const hooks = ['Gancho IA uno', 'Gancho IA dos', 'Gancho IA tres'];
      const {
        result,
        hooks: stored,
        audit,
      } = await generate('Ideas IA Gimnasios', {
        kind: 'text',
        text: JSON.stringify({ ideas: hooks.map(idea) }),
      });
      expect(result).toEqual({ generated: 2 });
      expect(stored.sort()).toEqual(['Gancho IA dos', 'Gancho IA uno']);
      expect(audit?.details).toMatchObject({ method: MODEL });
      const asked = JSON.stringify(server.requests.slice(before).map((r) => r.body));
      expect(asked).toContain('Cuota mensual cara');
      expect(asked).toContain('Comentario sobre Entrenadores ausentes');
    });

    const fallbacks: Array<[string, FakeReply]> = [
      ['an answer outside the schema', { kind: 'text', text: '{"ideas": [{"hook": "x"}]}' }],
      ['no ideas', { kind: 'text', text: '{"ideas": []}' }],
      ['a 500 on every try', { kind: 'status', status: 500 }],
    ];
    it.each(fallbacks)('writes the rules ideas on %s', async (name, reply) => {
      const { result, hooks, audit } = await generate(`Ideas IA ${name}`, reply);
      expect(result).toEqual({ generated: 2 });
      expect(hooks.some((hook) => hook.includes('IA'))).toBe(false);
      expect(audit?.details).toMatchObject({ method: 'reglas' });
    });

    it('answers the model pack with its name, asking for room to write it', async () => {
      answer = { kind: 'text', text: JSON.stringify(aiPack) };
      await seedIndustry(db(), 'Pack IA Gimnasios');
      const before = server.requests.length;

      const { content, method } = await generatePack(api(), 'Pack IA Gimnasios');

      expect(method).toBe(MODEL);
      expect(content.titulos[0]).toBe('Título IA 1');
      const request = server.requests[before];
      expect(JSON.stringify(request?.body)).toContain('Cuota mensual cara');
      expect(request?.body).toMatchObject(
        provider === 'ollama'
          ? // Ollama is asked for a context that holds the brief and the whole pack.
            { options: { num_predict: 16_000, num_ctx: 32_768 } }
          : { max_tokens: 16_000 },
      );
    });

    it('gives the model the counted facts and keeps an answer that states only those', async () => {
      const truthful = {
        ...aiPack,
        titulos: ['1 de 2 comentarios habla del precio (50%)', ...aiPack.titulos.slice(1)],
      };
      answer = { kind: 'text', text: JSON.stringify(truthful) };
      await seedIndustry(db(), 'Pack IA Datos');
      const before = server.requests.length;

      const { content, method } = await generatePack(api(), 'Pack IA Datos');

      expect(method).toBe(MODEL);
      expect(content.titulos[0]).toBe(truthful.titulos[0]);
      const asked = JSON.stringify(server.requests[before]?.body);
      expect(asked).toContain('Comentarios analizados: 2');
      expect(asked).toContain('Objeción más repetida: ninguna');
      expect(asked).toContain('  - Cuota mensual cara: 1');
    });

    it('writes the rules ideas when the model names a false most repeated pain', async () => {
      const falseClaim = { ...idea('El dolor más común es la falta de tiempo'), idea_type: 'post' };
      const { result, hooks, audit } = await generate('Ideas IA falsas', {
        kind: 'text',
        text: JSON.stringify({ ideas: [falseClaim, idea('Gancho IA dos')] }),
      });
      expect(result).toEqual({ generated: 2 });
      expect(hooks.some((hook) => hook.includes('IA') || hook.includes('más común'))).toBe(false);
      expect(audit?.details).toMatchObject({ method: 'reglas' });
    });

    const badPieces: Array<[string, Partial<typeof aiPack>, ReplacedPiece]> = [
      [
        'a missing title',
        { titulos: aiPack.titulos.slice(1) },
        { section: 'titulos', index: 14, reason: 'falta o no tiene el formato pedido' },
      ],
      [
        'a video script without its call to action',
        {
          guiones_video: aiPack.guiones_video.map((script, index) =>
            index === 2 ? { ...script, cta: '' } : script,
          ),
        },
        { section: 'guiones_video', index: 2, reason: 'falta o no tiene el formato pedido' },
      ],
      // The industry's two objections tie at one comment each: neither fear nor "7 de 10" holds.
      [
        'a most repeated objection the data does not hold',
        { titulos: ['El miedo es la objeción más repetida', ...aiPack.titulos.slice(1)] },
        {
          section: 'titulos',
          index: 0,
          reason: 'afirma una cifra o un orden que los datos no respaldan',
        },
      ],
      [
        'a count the data does not hold',
        { copy_bullets: ['7 de 10 clientes dudan del precio', ...aiPack.copy_bullets.slice(1)] },
        {
          section: 'copy_bullets',
          index: 0,
          reason: 'afirma una cifra o un orden que los datos no respaldan',
        },
      ],
    ];
    it.each(badPieces)(
      'keeps the model pack but for %s, which the rules write',
      async (name, change, piece) => {
        answer = { kind: 'text', text: JSON.stringify({ ...aiPack, ...change }) };
        await seedIndustry(db(), `Pack IA ${name}`);

        const { content, method, replaced } = await generatePack(api(), `Pack IA ${name}`);

        expect(method).toBe(MODEL);
        expect(replaced).toEqual([piece]);
        const section = content[piece.section] as unknown[];
        expect(section).toHaveLength(aiPack[piece.section].length);
        expect(JSON.stringify(section[piece.index])).not.toMatch(/IA|más repetida|7 de 10/);
        // Every other piece is the model's.
        expect(content.titulos.filter((title) => title.startsWith('Título IA'))).toHaveLength(
          piece.section === 'titulos' ? 14 : 15,
        );
      },
    );

    const packFallbacks: Array<[string, FakeReply]> = [
      ['malformed JSON', { kind: 'text', text: '{"titulos": [' }],
      ['a 429 on every try', { kind: 'status', status: 429 }],
      ['no piece in the format', { kind: 'text', text: JSON.stringify({ titulos: [1, 2, 3] }) }],
    ];
    it.each(packFallbacks)('answers the rules pack on %s', async (name, reply) => {
      answer = reply;
      await seedIndustry(db(), `Pack IA ${name}`);

      const { content, method, replaced } = await generatePack(api(), `Pack IA ${name}`);

      expect(method).toBe('reglas');
      expect(replaced).toBeUndefined();
      expect(content.titulos).toHaveLength(15);
      expect(content.titulos.some((title) => title.startsWith('Título IA'))).toBe(false);
    });
  });
});
