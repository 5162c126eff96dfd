import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { JobStarter } from './domain/jobs/job-starter';
import { webhookTokenOf } from './domain/workspaces/webhook-token';
import { capturedLog } from '../test-support/captured-log';
import { describeOnEachDatabase } from '../test-support/databases';
import { uniqueEmail } from '../test-support/fixtures';
import { serveOnLoopback } from '../test-support/loopback';
import { apifyWebhookPath } from '../test-support/scraper-runs';

const WEBHOOK_SECRET = `webhook-secret-${randomBytes(8).toString('hex')}`;
const APIFY_TOKEN = `apify_api_${randomBytes(8).toString('hex')}`;
// The webhook call is refused before any job starts; the route only needs a queue to exist.
const NO_JOBS: JobStarter = {
  start: () => Promise.reject(new Error('no job should start')),
};

describe("the app's log", () => {
  describeOnEachDatabase((database) => {
    const log = capturedLog();
    const http = serveOnLoopback(() =>
      createApp({
        database: database(),
        logger: log.logger,
        jobs: NO_JOBS,
        apify: {
          connection: { baseUrl: 'http://127.0.0.1:9', token: APIFY_TOKEN },
          waitSeconds: 1,
          webhookSecret: WEBHOOK_SECRET,
          publicUrl: undefined,
        },
      }),
    );

    it('has one access line per request and none of the secrets the requests carried', async () => {
      const email = uniqueEmail();
      const password = `contraseña-${randomBytes(6).toString('hex')}`;
      const commentText = `Comentario inconfundible ${randomBytes(6).toString('hex')}`;
      const answered: Array<{ response: Response; method: string; route: string }> = [];
      const call = async (
        method: string,
        path: string,
        route: string,
        options: Parameters<typeof http.call>[2] = {},
      ) => {
        const response = await http.call(method, path, options);
        answered.push({ response, method, route });
        return response;
      };

      await call('POST', '/functions/v1/auth/signup', '/functions/v1/auth/signup', {
        json: { email, pass: password },
      });
      const signin = await call('POST', '/functions/v1/auth/signin', '/functions/v1/auth/signin', {
        json: { email, pass: password },
      });
      const { session_id: sessionId } = (await signin.json()) as { session_id: string };
      await call('GET', '/functions/v1/auth/me', '/functions/v1/auth/me', { sessionId });
      const workspaces = await call('GET', '/functions/v1/workspaces', '/functions/v1/workspaces', {
        sessionId,
      });
      const { current: workspaceId } = (await workspaces.json()) as { current: number };
      const invitation = await call(
        'POST',
        '/functions/v1/invitations',
        '/functions/v1/invitations',
        {
          sessionId,
          json: { email: uniqueEmail(), role: 'analyst' },
        },
      );
      const { token: invitationToken, url: invitationUrl } = (await invitation.json()) as {
        token: string;
        url: string;
      };
      await call('POST', '/functions/v1/comments-bulk', '/functions/v1/comments-bulk', {
        sessionId,
        json: {
          batchId: `batch-${randomBytes(8).toString('hex')}`,
          kind: 'bulk',
          industry: 'sin_clasificar',
          comments: [{ text: commentText }],
        },
      });
      const webhookToken = await webhookTokenOf(database().db, workspaceId);
      await call('POST', apifyWebhookPath(webhookToken), '/functions/v1/apify-webhook', {
        json: { not: 'an Apify payload' },
        headers: { 'X-Apify-Webhook-Secret': WEBHOOK_SECRET },
      });
      await call('POST', '/functions/v1/auth/signin', '/functions/v1/auth/signin', {
        json: { email, password },
      });
      await call('GET', `/functions/v1/no-such-thing?token=${invitationToken}`, '/functions/v1/*', {
        sessionId,
      });
      const forgedSession = `forged-${randomBytes(12).toString('hex')}`;
      await call('GET', '/functions/v1/auth/me', '/functions/v1/*', { sessionId: forgedSession });

      expect(answered.map(({ response }) => response.status)).toEqual([
        201, 200, 200, 200, 201, 200, 400, 400, 404, 401,
      ]);
      const lines = log.accessLines();
      for (const { response, method, route } of answered) {
        const requestId = response.headers.get('x-request-id');
        expect(lines.filter((line) => line.requestId === requestId)).toEqual([
          expect.objectContaining({ method, route, status: response.status }),
        ]);
      }
      const signedIn = lines.find((line) => line.route === '/functions/v1/auth/me');
      expect(signedIn).toMatchObject({ userId: expect.any(Number), workspaceId });

      const text = log.text();
      for (const secret of [
        password,
        sessionId,
        forgedSession,
        invitationToken,
        invitationUrl,
        commentText,
        webhookToken,
        WEBHOOK_SECRET,
        APIFY_TOKEN,
        email,
      ]) {
        expect(text).not.toContain(secret);
      }
    });
  });
});
