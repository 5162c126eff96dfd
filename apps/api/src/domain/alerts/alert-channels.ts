/** What an alert says: a subject line and a plain-text body. */
export interface AlertMessage {
  subject: string;
  text: string;
}

/**
 * The ways a workspace is told, made by `infra/alerts`: e-mail over the server's SMTP
 * server and a Slack-compatible incoming webhook. Each throws when its message was not accepted.
 */
export interface AlertChannels {
  /** Undefined when the server has no `SMTP_URL`: e-mail alerts are then off everywhere. */
  email: ((to: readonly string[], message: AlertMessage) => Promise<void>) | undefined;
  webhook: (url: string, message: AlertMessage) => Promise<void>;
  /** Why a webhook URL may not be saved (not https, or pointing inside); undefined: it may. */
  webhookRefusal: (url: string) => Promise<'https_required' | 'internal_address' | undefined>;
  /** The public origin alerts link the report at (`PUBLIC_URL`); undefined: no link. */
  publicUrl: string | undefined;
}
