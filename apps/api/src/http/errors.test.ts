import { manualCommentRequestSchema } from '@replica/api-client/schemas';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ERROR_CODES, ApiFailure, apiErrorTexts } from './api-errors';
import { notFound, onError } from './errors';
import { readJson } from './read-json';
import { spanishValidationMessages } from './validation-messages';

function app() {
  const routes = new Hono();
  routes.get('/job', () => {
    throw new ApiFailure(404, 'job_not_found');
  });
  routes.get('/apify', () => {
    throw new ApiFailure(502, 'apify_failed', { detail: '402 Payment Required' });
  });
  routes.get('/library', () => {
    throw new HTTPException(401, { message: 'Unauthorized' });
  });
  routes.get('/crash', () => {
    throw new Error('select * from secrets');
  });
  routes.post('/comment', async (c) => c.json(await readJson(c, manualCommentRequestSchema)));
  routes.notFound(notFound);
  routes.onError(onError);
  return routes;
}

async function ask(
  path: string,
  { english = false, body }: { english?: boolean; body?: string } = {},
) {
  const response = await app().request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: english ? { 'Accept-Language': 'en-GB,en;q=0.9' } : {},
    ...(body === undefined ? {} : { body }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error: string; code: string },
  };
}

describe('error answers', () => {
  // As createApp does: zod's own messages in Spanish by default.
  beforeAll(() => z.config(spanishValidationMessages));

  it('answers {error, code}: the catalogue text in Spanish by default, in English when asked', async () => {
    expect(await ask('/job')).toEqual({
      status: 404,
      body: { error: 'Trabajo no encontrado', code: 'job_not_found' },
    });
    expect(await ask('/job', { english: true })).toEqual({
      status: 404,
      body: { error: 'Job not found', code: 'job_not_found' },
    });
  });

  it('keeps a detail after the text in either language', async () => {
    expect((await ask('/apify')).body).toEqual({
      error: 'Error al ejecutar Apify: 402 Payment Required',
      code: 'apify_failed',
    });
    expect((await ask('/apify', { english: true })).body.error).toBe(
      'Apify run failed: 402 Payment Required',
    );
  });

  it("answers a schema's own refusal with its code, translated by that code", async () => {
    const empty = JSON.stringify({ text: '   ' });
    expect(await ask('/comment', { body: empty })).toEqual({
      status: 400,
      body: { error: 'El texto es requerido', code: 'text_required' },
    });
    expect((await ask('/comment', { body: empty, english: true })).body).toEqual({
      error: 'The text is required',
      code: 'text_required',
    });
  });

  it("answers zod's generic refusals as invalid_input, naming the field in the request's language", async () => {
    const wrongType = JSON.stringify({ text: 'hola', platform: 7 });
    expect((await ask('/comment', { body: wrongType })).body).toEqual({
      error: expect.stringMatching(/^Campo «platform»: /),
      code: 'invalid_input',
    });
    expect((await ask('/comment', { body: wrongType, english: true })).body).toEqual({
      error: expect.stringMatching(/^Field «platform»: /),
      code: 'invalid_input',
    });
    expect((await ask('/comment', { body: '{' })).body).toEqual({
      error: 'JSON inválido',
      code: 'invalid_json',
    });
  });

  it("gives a library's HTTPException a code by its status, and hides what crashed", async () => {
    expect((await ask('/library')).body).toEqual({ error: 'Unauthorized', code: 'not_signed_in' });
    expect(await ask('/crash')).toEqual({
      status: 500,
      body: { error: 'Error interno del servidor', code: 'internal_error' },
    });
    expect(await ask('/nowhere', { english: true })).toEqual({
      status: 404,
      body: { error: 'Route not found', code: 'not_found' },
    });
  });

  it('has a Spanish and an English text for every code, each code a stable snake_case name', () => {
    for (const code of API_ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(apiErrorTexts[code].es).not.toBe('');
      expect(apiErrorTexts[code].en).not.toBe('');
      expect(apiErrorTexts[code].en).not.toBe(apiErrorTexts[code].es);
    }
  });
});
