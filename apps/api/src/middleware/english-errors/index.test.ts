import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { apiMessageInEnglish } from '../../http/messages';
import { signUpAndSignIn } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/databases';
import { serveOnLoopback } from '../../test/loopback';

describe('error texts in the language the request asks for', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const english = { 'accept-language': 'en' };

    it.each([
      ['en', 'Not signed in'],
      ['en-GB,en;q=0.9,es;q=0.8', 'Not signed in'],
      ['es-ES,en;q=0.5', 'No autenticado'],
      ['fr', 'No autenticado'],
      ['*', 'No autenticado'],
    ])('Accept-Language %s answers the 401 with %s', async (acceptLanguage, text) => {
      const response = await http.call('GET', '/functions/v1/industries', {
        headers: { 'accept-language': acceptLanguage },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: text });
    });

    it('answers Spanish to a request without Accept-Language, as the spec', async () => {
      const response = await fetch(`${http.origin}/functions/v1/industries`, {
        headers: { 'accept-language': '' },
      });
      expect(await response.json()).toEqual({ error: 'No autenticado' });
    });

    it('translates what the error handler, the 404 and the body checks answer', async () => {
      const sessionId = await signUpAndSignIn(http);
      const missing = await http.call('DELETE', '/functions/v1/delete-comment/999999999', {
        sessionId,
        headers: english,
      });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'Comment not found' });

      const route = await http.call('GET', '/functions/v1/no-such-route', {
        sessionId,
        headers: english,
      });
      expect(await route.json()).toEqual({ error: 'Route not found' });

      const notJson = await http.call('POST', '/functions/v1/comments-manual', {
        sessionId,
        body: 'text=hola',
        headers: { ...english, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(notJson.status).toBe(415);
      expect(await notJson.json()).toEqual({
        error: 'The request body must be JSON (Content-Type: application/json)',
      });
    });

    it("gives zod's messages and the schemas' own texts in English", async () => {
      const sessionId = await signUpAndSignIn(http);
      const batch = await http.call('POST', '/functions/v1/comments-bulk', {
        sessionId,
        headers: english,
        json: { batchId: 'lote-en-0001', kind: 'file', comments: [{ text: 'Caro' }, { text: 5 }] },
      });
      expect(batch.status).toBe(400);
      expect(await batch.json()).toEqual({
        error: 'Field «comments[1].text»: Invalid input: expected string, received number',
      });

      const spanish = await http.call('POST', '/functions/v1/comments-bulk', {
        sessionId,
        json: { batchId: 'lote-es-0001', kind: 'file', comments: [{ text: 'Caro' }, { text: 5 }] },
      });
      expect(await spanish.json()).toEqual({
        error: 'Campo «comments[1].text»: Entrada inválida: se esperaba texto, recibido número',
      });

      const empty = await http.call('POST', '/functions/v1/comments-manual', {
        sessionId,
        headers: english,
        json: { text: ' ' },
      });
      expect(await empty.json()).toEqual({ error: 'The text is required' });
    });
  });
});

describe('apiMessageInEnglish', () => {
  it('translates a known text, and a known text followed by a detail', () => {
    expect(apiMessageInEnglish('Industria no encontrada')).toBe('Industry not found');
    expect(apiMessageInEnglish('Error al ejecutar Apify: 402 sin saldo')).toBe(
      'Apify run failed: 402 sin saldo',
    );
  });

  it('leaves any other text as it is', () => {
    expect(apiMessageInEnglish('El texto es muy raro')).toBe('El texto es muy raro');
    expect(apiMessageInEnglish('Algo: Industria no encontrada')).toBe(
      'Algo: Industria no encontrada',
    );
  });
});
