import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { createTestWorkspace } from '../../../test-support/workspaces';
import type { AlertChannels, AlertMessage } from './alert-channels';
import { MAX_ALERTS_PER_HOUR, tellWorkspace } from './tell-workspace';

describe('tellWorkspace', () => {
  describeOnEachDatabase((database) => {
    it('records but no longer sends alerts past the hourly limit', async () => {
      const { db } = await createTestWorkspace(database());
      const sent: AlertMessage[] = [];
      const channels: AlertChannels = {
        email: async (_to, message) => {
          sent.push(message);
        },
        webhook: async () => undefined,
        webhookRefusal: async () => undefined,
        publicUrl: undefined,
      };
      const settings = {
        timeZone: 'Europe/Madrid',
        alertEmails: ['equipo@clinica.example'],
        alertWebhookUrl: null,
        alertOnRising: true,
        alertOnWatchPaused: true,
      };
      const told = [];
      for (let index = 0; index <= MAX_ALERTS_PER_HOUR; index += 1) {
        told.push(
          await tellWorkspace(db, settings, channels, {
            kind: 'watch-paused',
            subject: `Seguimiento ${index} pausado`,
            text: 'Falló tres veces seguidas.',
          }),
        );
      }
      expect(sent).toHaveLength(MAX_ALERTS_PER_HOUR);
      expect(told.at(-1)).toMatchObject({
        email: 'off',
        webhook: 'off',
        error: `No enviada: se alcanzó el límite de ${MAX_ALERTS_PER_HOUR} alertas por hora`,
      });
    });
  });
});
