import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { workspaces } from '../db/schema';
import { type WebhookReceiver, startWebhookReceiver } from '../../test-support/alert-receivers';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { rejection } from '../../test-support/rejection';

// An admin could once set the alert webhook to an inside address and have `POST alerts/test`
// make the server call it, its answer mapping internal ports.
describe('alert webhooks cannot reach inside the server', () => {
  let inside: WebhookReceiver;
  beforeAll(async () => {
    inside = await startWebhookReceiver();
  });
  afterAll(() => inside.close());

  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const api = signedInClient(http);
    const settings = (alertWebhookUrl: string | null) => ({
      timeZone: 'Europe/Madrid',
      alertEmails: [],
      alertWebhookUrl,
      alertOnRising: true,
      alertOnWatchPaused: true,
    });

    it('refuses to save an inside address however it is written, or plain http', async () => {
      const { port } = new URL(inside.url);
      const refusals: Array<[string, string]> = [
        [inside.url, 'webhook_https_required'],
        ...[
          '127.0.0.1',
          'localhost',
          '2130706433',
          '127.1',
          '0.0.0.0',
          '[::1]',
          '[::ffff:127.0.0.1]',
          '169.254.169.254',
          '192.168.0.10',
        ].map((host): [string, string] => [
          `https://${host}:${port}/services/x`,
          'webhook_internal_address',
        ]),
      ];
      for (const [url, code] of refusals) {
        const error = await rejection(api().updateWorkspaceSettings({ body: settings(url) }));
        expect([error.status, error.code], url).toEqual([400, code]);
      }
      expect((await api().workspaceSettings()).alertWebhookUrl).toBeNull();
      expect(inside.posts).toHaveLength(0);
    });

    it('sends nothing to one saved before the check, and says nothing of why', async () => {
      const { port } = new URL(inside.url);
      for (const url of [inside.url, `https://localhost:${port}/services/x`]) {
        await database()
          .db.update(workspaces)
          .set({ alertWebhookUrl: url })
          .where(eq(workspaces.id, api.workspaceId()));
        expect(await api().testAlert()).toEqual({
          email: 'off',
          webhook: 'failed',
          error: 'webhook: no se pudo entregar',
        });
      }
      expect(inside.posts).toHaveLength(0);
    });
  });
});
