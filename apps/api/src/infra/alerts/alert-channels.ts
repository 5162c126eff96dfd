import nodemailer from 'nodemailer';
import type { AlertChannels, AlertMessage } from '../../domain/alerts/alert-channels';

// An SMTP server or webhook that does not answer in this time counts as a failed delivery.
const DELIVERY_TIMEOUT_MS = 15_000;

export interface AlertChannelOptions {
  /** `SMTP_URL` and `ALERT_FROM`; undefined: no e-mail. */
  mail: { smtpUrl: string; from: string } | undefined;
  publicUrl: string | undefined;
}

/** E-mail through the configured SMTP server (nodemailer) and Slack-compatible webhooks. */
export function alertChannels({ mail, publicUrl }: AlertChannelOptions): AlertChannels {
  return { email: mail && smtpEmail(mail), webhook: postToWebhook, publicUrl };
}

function smtpEmail({ smtpUrl, from }: { smtpUrl: string; from: string }) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: DELIVERY_TIMEOUT_MS,
    greetingTimeout: DELIVERY_TIMEOUT_MS,
    socketTimeout: DELIVERY_TIMEOUT_MS,
  });
  return async (to: readonly string[], message: AlertMessage) => {
    await transport.sendMail({ from, to: [...to], subject: message.subject, text: message.text });
  };
}

/**
 * Posts to an incoming webhook in Slack's format (`{"text": …}`), which Mattermost, Rocket.Chat,
 * Discord's `/slack` endpoints and Teams' workflows also take.
 */
async function postToWebhook(url: string, message: AlertMessage): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: `*${message.subject}*\n${message.text}` }),
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`el webhook respondió ${response.status}`);
}
