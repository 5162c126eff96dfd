import { randomBytes, randomUUID } from 'node:crypto';
import { type ApiClient, createApiClient } from '@replica/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { webhookAndMailChannels } from '../infra/alerts/webhook-and-mail-channels';
import { signUpAndSignIn } from '../../test-support/accounts';
import {
  type SmtpReceiver,
  type WebhookReceiver,
  startSmtpReceiver,
  LOCAL_RECEIVERS,
  saveConfirmedAlerts,
  startWebhookReceiver,
} from '../../test-support/alert-receivers';
import { describeOnEachDatabase } from '../../test-support/databases';
import { finishedJob, workingJobs } from '../../test-support/jobs';
import { serveOnLoopback } from '../../test-support/loopback';

const PRICE_TEXTS = [
  'Es demasiado caro, no puedo pagar tanto cada mes',
  'El precio es carísimo para lo que ofrecen',
  'Me encantaría pero no me alcanza el dinero, es muy caro',
];

/** `count` price objections said today, new each time. */
async function importPriceObjections(api: ApiClient, industry: string, count: number) {
  const tag = randomBytes(3).toString('hex');
  await api.importComments({
    body: {
      batchId: randomUUID(),
      kind: 'bulk',
      industry,
      comments: Array.from({ length: count }, (_, index) => ({
        text: `${PRICE_TEXTS[index % PRICE_TEXTS.length]} (${tag}-${index})`,
      })),
    },
  });
}

describe('rising alerts after comments imported by hand are analysed', () => {
  let smtp: SmtpReceiver;
  let chat: WebhookReceiver;
  beforeAll(async () => {
    [smtp, chat] = await Promise.all([startSmtpReceiver(), startWebhookReceiver()]);
  });
  afterAll(async () => {
    await Promise.all([smtp.close(), chat.close()]);
  });
  const channels = () =>
    webhookAndMailChannels({
      mail: { smtpUrl: smtp.url, from: 'Réplica <alertas@replica.example.com>' },
      publicUrl: 'https://replica.example.com',
      outbound: LOCAL_RECEIVERS,
    });

  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database, { channels });
    const http = serveOnLoopback(() =>
      createApp({ database: database(), jobs: jobs(), alertChannels: channels() }),
    );
    let api: ApiClient;
    beforeAll(async () => {
      const sessionId = await signUpAndSignIn(http);
      api = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
      await saveConfirmedAlerts(api, { chat, smtp });
    });
    const toldAbout = (industry: string) =>
      chat.posts.filter((post) => post.text.includes(industry)).length;
    const mailedAbout = (industry: string) =>
      smtp.mails.filter((mail) => mail.subject.includes(industry)).length;

    it("tells of a rise found by 'Analizar pendientes', once however often it is analysed this week", async () => {
      const industry = `Manual ${randomBytes(3).toString('hex')}`;
      await importPriceObjections(api, industry, 6);
      await api.analyzeComments({ body: { industry, mode: 'full' } });
      expect(toldAbout(industry)).toBe(1);
      expect(mailedAbout(industry)).toBe(1);

      await importPriceObjections(api, industry, 6);
      await api.analyzeComments({ body: { industry, mode: 'full' } });
      expect(toldAbout(industry)).toBe(1);
      expect(mailedAbout(industry)).toBe(1);
    });

    it('tells of a rise found by a background analysis job', async () => {
      const industry = `Archivo ${randomBytes(3).toString('hex')}`;
      await importPriceObjections(api, industry, 7);
      const { jobId } = await api.startJob({ body: { kind: 'analyse-pending', industry } });
      expect((await finishedJob(api, jobId)).state).toBe('done');
      // Told by the slice that ended the job, just after the job reads done; what each way
      // answered is stored once both have answered, a moment after the messages arrive.
      await vi.waitFor(async () => {
        expect(toldAbout(industry)).toBe(1);
        expect(mailedAbout(industry)).toBe(1);
        expect((await api.alerts()).items[0]).toMatchObject({
          kind: 'rising',
          industry,
          objectionTag: 'precio',
          email: 'sent',
          webhook: 'sent',
        });
      });
    });

    it('tells nothing when rises are switched off, or when too few comments rise', async () => {
      const few = `Pocos ${randomBytes(3).toString('hex')}`;
      await importPriceObjections(api, few, 4);
      await api.analyzeComments({ body: { industry: few, mode: 'full' } });
      expect(toldAbout(few)).toBe(0);

      const { emailConfigured, ...settings } = await api.workspaceSettings();
      await api.updateWorkspaceSettings({ body: { ...settings, alertOnRising: false } });
      const off = `Apagado ${randomBytes(3).toString('hex')}`;
      await importPriceObjections(api, off, 8);
      await api.analyzeComments({ body: { industry: off, mode: 'full' } });
      expect(toldAbout(off)).toBe(0);
      expect((await api.alerts()).items.some((alert) => alert.industry === off)).toBe(false);
      await api.updateWorkspaceSettings({ body: settings });
    });
  });
});
