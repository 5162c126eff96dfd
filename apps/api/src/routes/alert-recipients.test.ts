import { type ApiClient, createApiClient } from '@replica/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEFAULT_RATE_LIMITS } from '../middleware/rate-limit';
import { webhookAndMailChannels } from '../infra/alerts/webhook-and-mail-channels';
import { STRICT_OUTBOUND } from '../infra/outbound/outbound-request';
import { signUpAndSignIn } from '../../test-support/accounts';
import {
  type SmtpReceiver,
  confirmationTokens,
  startSmtpReceiver,
} from '../../test-support/alert-receivers';
import { describeOnEachDatabase } from '../../test-support/databases';
import { uniqueEmail } from '../../test-support/fixtures';
import { serveOnLoopback } from '../../test-support/loopback';
import { rejection } from '../../test-support/rejection';

// A fresh account could once set 20 arbitrary recipients and send 30 test alerts: 600 mails.
describe('alert e-mails go to members and confirmed addresses only, within limits', () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());

  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() =>
      createApp({
        database: database(),
        appOrigin: 'https://replica.example.com',
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          alerts: { perUser: 3, perWorkspace: 5, windowSeconds: 60 },
        },
        alertChannels: webhookAndMailChannels({
          mail: { smtpUrl: smtp.url, from: 'Réplica <alertas@replica.example.com>' },
          publicUrl: undefined,
          outbound: STRICT_OUTBOUND,
        }),
      }),
    );
    const owner = uniqueEmail();
    const stranger = uniqueEmail();
    let api: ApiClient;
    let sessionId = '';
    beforeAll(async () => {
      sessionId = await signUpAndSignIn(http, owner);
      api = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
    });
    /** The server's own answer to a body the client would refuse before sending it. */
    const raw = async (method: string, path: string, json: unknown) => {
      const response = await http.call(method, `/functions/v1${path}`, { sessionId, json });
      return [response.status, ((await response.json()) as { code: string }).code];
    };
    const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
    const settings = {
      timeZone: 'Europe/Madrid',
      alertEmails: [owner, stranger],
      alertWebhookUrl: null,
      alertOnRising: true,
      alertOnWatchPaused: true,
    };

    it('asks an outside address once to confirm, and mails it nothing else until it does', async () => {
      const saved = await api.updateWorkspaceSettings({ body: settings });
      expect(saved.pendingAlertEmails).toEqual([stranger]);
      expect(mailsTo(owner)).toHaveLength(0);
      const [asked] = mailsTo(stranger);
      expect(asked!.subject).toBe('Confirma que quieres recibir las alertas de Réplica');
      expect(asked!.text).toMatch(
        /https:\/\/replica\.example\.com\/#\/confirmar-alertas\?token=[\w-]{43}/,
      );
      await api.updateWorkspaceSettings({ body: settings });
      expect(mailsTo(stranger)).toHaveLength(1);

      expect(await api.testAlert()).toMatchObject({ email: 'sent' });
      expect(mailsTo(owner)).toHaveLength(1);
      expect(mailsTo(stranger)).toHaveLength(1);
    });

    it('confirms through the link without a session; a forged link confirms nothing', async () => {
      const anyone = createApiClient({ baseUrl: http.origin, getSessionId: () => null });
      const forged = await rejection(
        anyone.confirmAlertRecipient({ body: { token: 'x'.repeat(43) } }),
      );
      expect([forged.status, forged.code]).toEqual([404, 'confirmation_invalid']);
      expect(await raw('POST', '/alert-recipients/confirm', { token: ' ' })).toEqual([
        400,
        'confirmation_token_required',
      ]);
      expect((await api.workspaceSettings()).pendingAlertEmails).toEqual([stranger]);

      const token = confirmationTokens({ ...smtp, mails: mailsTo(stranger) })[0]!;
      const { current, items } = await api.workspaces();
      const name = items.find((each) => each.id === current)!.name;
      expect(await anyone.confirmAlertRecipient({ body: { token } })).toEqual({
        email: stranger,
        workspace: name,
      });
      // A second click on the link says the same.
      expect(await anyone.confirmAlertRecipient({ body: { token } })).toEqual({
        email: stranger,
        workspace: name,
      });
      expect((await api.workspaceSettings()).pendingAlertEmails).toEqual([]);

      await api.testAlert();
      expect(mailsTo(stranger).at(-1)!.subject).toContain('Prueba de alertas de Réplica');
    });

    it('limits test alerts, and refuses a name that would break a subject line', async () => {
      const refused = await rejection(
        (async () => {
          for (let call = 0; call < 5; call += 1) await api.testAlert();
        })(),
      );
      expect([refused.status, refused.code]).toEqual([429, 'rate_limited']);
      const sent = smtp.mails.length;
      await rejection(api.testAlert());
      expect(smtp.mails).toHaveLength(sent);

      expect(
        await raw('PATCH', '/workspaces/current', { name: 'Agencia\r\nBcc: todos@ejemplo.com' }),
      ).toEqual([400, 'name_control_characters']);
    });
  });
});
