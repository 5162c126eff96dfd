import type { AlertsTexts } from './alerts-texts';

const states = { sent: 'sent', failed: 'failed', off: 'not set up' } as const;

/** The English of `./alerts-texts.ts`, fetched the first time the interface is in English. */
const english: AlertsTexts = {
  title: 'Alerts and time zone',
  intro:
    "Réplica tells you when an objection's week is flagged 'Subida fuerte' (strong rise) in the report (at most once per objection and week) and when a watch pauses itself. Watches' hours are in this time zone.",
  timeZone: 'Time zone',
  recipients: 'E-mails that receive alerts',
  recipientsHint: 'One per line or comma-separated; up to 20.',
  pendingRecipients: (emails) =>
    `Awaiting confirmation (they receive nothing until they open the link we sent them): ${emails.join(', ')}`,
  noSmtp:
    'This server cannot send e-mail yet: e-mail alerts do not go out until whoever runs it sets up sending. The webhook works all the same.',
  webhook: 'Incoming webhook (Slack or compatible)',
  webhookHint: 'https://hooks.slack.com/services/…; empty for none.',
  onRising: "Alert on an objection's strong rise",
  onWatchPaused: 'Alert when a watch pauses itself',
  save: 'Save alerts',
  saving: 'Saving...',
  saved: 'Alert settings saved',
  sendTest: 'Send a test',
  sending: 'Sending...',
  testResult: (email, webhook, error) =>
    `Test: e-mail ${states[email]}, webhook ${states[webhook]}${error ? ` (${error})` : ''}`,
  nothingToTest: 'Save at least one e-mail or a webhook first to test them.',
  readOnly: 'Only an admin or the owner changes these settings.',
  recipientsHidden: 'Only admins and the owner see the recipients and the webhook.',
  loading: 'Loading alerts...',
  loadFailed: 'Could not load the alert settings',
  retry: 'Retry',
  historyTitle: 'Latest alerts',
  historyEmpty: 'No alert has been sent yet.',
  delivery: (email, webhook) => `E-mail: ${states[email]} · Webhook: ${states[webhook]}`,
};

export default english;
