import nodemailer from 'nodemailer';
import type { AlertChannels, AlertMessage } from '../../domain/alerts/alert-channels';
import {
  type OutboundPolicy,
  outboundRefusal,
  postJsonOutbound,
} from '../outbound/outbound-request';

// An SMTP server or webhook that does not answer in this time counts as a failed delivery.
const DELIVERY_TIMEOUT_MS = 15_000;

export interface AlertChannelOptions {
  /** `SMTP_URL` and `ALERT_FROM`; undefined: no e-mail. */
  mail: { smtpUrl: string; from: string } | undefined;
  publicUrl: string | undefined;
  /** Which webhook URLs may be called: public https ones unless the operator widened it. */
  outbound: OutboundPolicy;
}

/** E-mail through the configured SMTP server (nodemailer) and Slack-compatible webhooks. */
export function webhookAndMailChannels({
  mail,
  publicUrl,
  outbound,
}: AlertChannelOptions): AlertChannels {
  return {
    email: mail && smtpEmail(mail),
    webhook: (url, message) => postToWebhook(url, message, outbound),
    webhookRefusal: (url) => outboundRefusal(url, outbound),
    publicUrl,
  };
}

function smtpEmail({ smtpUrl, from }: { smtpUrl: string; from: string }) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: DELIVERY_TIMEOUT_MS,
    greetingTimeout: DELIVERY_TIMEOUT_MS,
    socketTimeout: DELIVERY_TIMEOUT_MS,
  });
  return async (to: readonly string[], message: AlertMessage) => {
    // A name saved before control characters were refused still makes a one-line subject.
    const subject = message.subject.replace(/\p{Cc}+/gu, ' ');
    await transport.sendMail({ from, to: [...to], subject, text: message.text });
  };
}

/**
 * Posts to an incoming webhook in Slack's format (`{"text": …}`), which Mattermost, Rocket.Chat,
 * Discord's `/slack` endpoints and Teams' workflows also take; a URL a user set, so only through
 * the outbound policy.
 */
async function postToWebhook(
  url: string,
  message: AlertMessage,
  outbound: OutboundPolicy,
): Promise<void> {
  await postJsonOutbound(url, { text: `*${message.subject}*\n${message.text}` }, outbound);
}
