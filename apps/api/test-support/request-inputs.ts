import { FIXED_INDUSTRIES, PLATFORMS, SCRAPER_PLATFORMS } from '@replica/api-client/schemas';
import { TRICKY_TEXTS, hostileText, hugeText } from '@replica/api-client/testing';
import fc from 'fast-check';

/**
 * Valid request bodies per route, for the fuzz tests: text fields mix ordinary Spanish comments
 * with hostile text (NUL, lone surrogates, RTL marks, emoji, markup, SQL), so a "valid" body can
 * still carry anything a schema lets through. Kept small (a few comments, small numbers) so
 * thousands of them stay fast, and industries few so they do not pile up.
 */
const ordinaryComment = fc.constantFrom(
  'Es demasiado caro para lo que ofrecen',
  'No confío en ellos, tardan meses en responder',
  '¿Y si no funciona? Me da miedo perder el dinero',
);
const commentText = fc.oneof(ordinaryComment, hostileText(60), hugeText);
const optionalText = fc.option(hostileText(30), { nil: undefined });
const industry = fc.oneof(
  fc.constantFrom(...FIXED_INDUSTRIES, 'Fuzz 🧪 industria', 'Industria\u200f RTL'),
  hostileText(20),
);
const batchId = fc
  .tuple(fc.uuid(), fc.constantFrom('', '\u0000', ' 😀', '\u202e'))
  .map(([id, tail]) => `fuzz-${id}${tail}`);

const fieldPath = fc.oneof(
  fc.constantFrom('text', 'content.text', 'reviewer.name', 'images.0.url', 'Review Text'),
  hostileText(12),
);
const fieldMap = fc.record({
  text: fieldPath,
  author: fc.option(fieldPath, { nil: null }),
  date: fc.option(fieldPath, { nil: null }),
  id: fc.option(fieldPath, { nil: null }),
});

/** Drops the keys whose value is undefined, as JSON.stringify would. */
const defined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));

export const validBodies: Readonly<Record<string, fc.Arbitrary<Record<string, unknown>>>> = {
  'POST /functions/v1/comments-manual': fc
    .record({
      text: commentText,
      author: optionalText,
      industry: fc.option(industry, { nil: undefined }),
      platform: fc.option(fc.constantFrom(...PLATFORMS), { nil: undefined }),
    })
    .map(defined),
  'POST /functions/v1/comments-bulk': fc
    .record({
      batchId,
      kind: fc.constantFrom('file', 'bulk'),
      industry: fc.option(industry, { nil: undefined }),
      comments: fc.array(
        fc
          .record({
            text: commentText,
            author: optionalText,
            date: optionalText,
            platform: optionalText,
          })
          .map(defined),
        { minLength: 1, maxLength: 4 },
      ),
    })
    .map(defined),
  'POST /functions/v1/delete-comment/bulk-delete': fc.record({
    ids: fc.array(fc.integer({ min: 1, max: 2 ** 40 }), { minLength: 1, maxLength: 5 }),
  }),
  'POST /functions/v1/analyze-comment': fc.record({
    comment_id: fc.integer({ min: 1, max: 1_000 }),
  }),
  'POST /functions/v1/analyze-comments': fc.record({
    industry,
    mode: fc.constantFrom('test', 'full'),
    maxAnalyze: fc.integer({ min: 1, max: 5 }),
  }),
  'POST /functions/v1/recalc-real': fc.record({ industry }),
  'POST /functions/v1/jobs': fc
    .record({
      kind: fc.constantFrom('analyse-pending', 'reanalyse', 'recalc-real'),
      industry,
      maxAiComments: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: undefined }),
    })
    .map(defined),
  'POST /functions/v1/reclassify-industries': fc.constant({}),
  'POST /functions/v1/sample-data': fc.constant({}),
  'POST /functions/v1/generate-ideas': fc.record({
    industry,
    kind: fc.constantFrom('ideas', 'pack'),
  }),
  'POST /functions/v1/run-apify-task': fc
    .record({
      actorId: fc.option(fc.constantFrom('streamers~youtube-comments-scraper', ...TRICKY_TEXTS), {
        nil: undefined,
      }),
      taskId: optionalText,
      platform: fc.option(fc.constantFrom(...SCRAPER_PLATFORMS), { nil: undefined }),
      industry,
      inputJson: fc.option(fc.json({ maxDepth: 2 }), { nil: undefined }),
    })
    .map(defined),
  'POST /functions/v1/watches': fc
    .record({
      name: fc.oneof(fc.constant('Vídeo de lanzamiento'), hostileText(30)),
      actorId: fc.constantFrom('streamers~youtube-comments-scraper', ...TRICKY_TEXTS),
      platform: fc.constantFrom(...SCRAPER_PLATFORMS),
      industry,
      inputJson: fc.option(fc.json({ maxDepth: 2 }), { nil: undefined }),
      frequency: fc.constantFrom('daily', 'weekly'),
      weekday: fc.integer({ min: 1, max: 7 }),
      hour: fc.integer({ min: 0, max: 23 }),
    })
    .map(defined),
  'PATCH /functions/v1/workspaces/current/settings': fc.record({
    timeZone: fc.constantFrom('Europe/Madrid', 'UTC', 'America/Bogota'),
    alertEmails: fc.array(fc.emailAddress(), { maxLength: 3 }),
    alertWebhookUrl: fc.option(fc.constant('https://hooks.slack.com/services/T0/B0/x'), {
      nil: null,
    }),
    alertOnRising: fc.boolean(),
    alertOnWatchPaused: fc.boolean(),
  }),
  'POST /functions/v1/actor-field-map': fc.record({
    actor: fc.oneof(fc.constantFrom('acme/store-reviews-scraper', 'acme~x'), hostileText(20)),
    fields: fieldMap,
  }),
  'POST /functions/v1/preview-apify-run': fc
    .record({ runId: hostileText(20), fields: fc.option(fieldMap, { nil: undefined }) })
    .map(defined),
  'POST /functions/v1/apify-webhook': fc
    .record({
      eventType: fc.constantFrom('TEST', 'ACTOR.RUN.SUCCEEDED', 'ACTOR.RUN.FAILED', 'OTRO'),
      eventData: fc.option(fc.record({ actorRunId: hostileText(20) }), { nil: undefined }),
      resource: fc.option(
        fc.record({ id: hostileText(20), status: fc.constantFrom('SUCCEEDED', 'FAILED') }),
        { nil: undefined },
      ),
    })
    .map(defined),
  // Sign-up costs a password hash: the app's fuzz sends it malformed bodies only.
  'POST /functions/v1/auth/signup': fc
    .record({
      email: fc.emailAddress(),
      pass: fc.string({ minLength: 8, maxLength: 40 }),
      workspaceName: fc.option(fc.oneof(fc.constantFrom('Agencia Norte'), hostileText(30)), {
        nil: undefined,
      }),
    })
    .map(defined),
  'POST /functions/v1/industries': fc.record({ name: hostileText(20) }),
  'PATCH /functions/v1/industries/:name': fc.record(
    {
      name: hostileText(20),
      status: hostileText(20),
      cities: fc.array(hostileText(20), { maxLength: 3 }),
      clients: fc.integer({ min: 0, max: 1_000 }),
      years: fc.double({ min: 0, max: 1_000, noNaN: true }),
      mergeInto: hostileText(20),
    },
    { requiredKeys: [] },
  ),
};
