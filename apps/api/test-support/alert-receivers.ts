import { createServer } from 'node:http';
import type { ApiClient } from '@replica/api-client';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AlertChannels } from '../src/domain/alerts/alert-channels';
import { webhookAndMailChannels } from '../src/infra/alerts/webhook-and-mail-channels';
import type { OutboundPolicy } from '../src/infra/outbound/outbound-request';

/**
 * The outbound policy of a server whose alert webhook is a local receiver: plain http to
 * 127.0.0.1, as an operator would allow for a chat server inside the network.
 */
export const LOCAL_RECEIVERS: OutboundPolicy = { allowHttp: true, allowedHosts: ['127.0.0.1'] };

/**
 * Alert channels (no e-mail) under the default policy, resolving host names through a fake DNS
 * that knows only `records`: tests send no query to a real resolver.
 */
export function channelsResolving(records: Record<string, string[]>): AlertChannels {
  const resolve = async (host: string) => records[host] ?? [];
  return webhookAndMailChannels({
    mail: undefined,
    publicUrl: undefined,
    outbound: { allowHttp: false, allowedHosts: [], resolve },
  });
}

/** A public address standing for Slack's webhook host in a fake DNS (TEST-NET is refused). */
export const SLACK_DNS = { 'hooks.slack.com': ['34.226.36.50'] };

/** A message the local SMTP server accepted, decoded as a mail client would show it. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

export interface SmtpReceiver {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it is sent, for the
 * alerts' e-mails: nodemailer talks SMTP to it as to any mail server.
 */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The tokens of the confirmation links mailed to alert recipients, oldest first. */
export function confirmationTokens(smtp: SmtpReceiver): string[] {
  return smtp.mails.flatMap((mail) =>
    [...mail.text.matchAll(/confirmar-alertas\?token=([\w-]+)/g)].map((match) => match[1]!),
  );
}

/**
 * Saves `alertsTo(chat)` for the workspace of `api` and confirms its recipient through the link
 * mailed to it, as that person would; the confirmation mails are then forgotten, so a test
 * counts its alerts only.
 */
export async function saveConfirmedAlerts(
  api: ApiClient,
  { chat, smtp }: { chat: WebhookReceiver; smtp: SmtpReceiver },
): Promise<void> {
  await api.updateWorkspaceSettings({ body: alertsTo(chat) });
  for (const token of confirmationTokens(smtp))
    await api.confirmAlertRecipient({ body: { token } });
  const alerts = smtp.mails.filter(
    (mail) => confirmationTokens({ ...smtp, mails: [mail] }).length === 0,
  );
  smtp.mails.splice(0, smtp.mails.length, ...alerts);
}

export interface WebhookReceiver {
  url: string;
  /** The JSON bodies posted, in order. */
  posts: Array<{ text: string }>;
  /** Answers this status from now on (a chat service refusing). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/** A local HTTP server standing in for a Slack-compatible incoming webhook. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const posts: Array<{ text: string }> = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (status === 200) posts.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response
        .writeHead(status, { 'Content-Type': 'text/plain' })
        .end(status === 200 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/XXXX`,
    posts,
    answerWith: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Settings that tell a Madrid team's alerts, every kind, to `equipo@clinica.example` (through
 * whatever SMTP server the app was given) and to `chat`.
 */
export function alertsTo(chat: WebhookReceiver) {
  return {
    timeZone: 'Europe/Madrid',
    alertEmails: ['equipo@clinica.example'],
    alertWebhookUrl: chat.url,
    alertOnRising: true,
    alertOnWatchPaused: true,
  };
}
