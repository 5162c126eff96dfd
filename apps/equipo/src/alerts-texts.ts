import { errorMessages } from '@replica/api-client';
import type { Alert } from '@replica/api-client';
import type { Catalogue } from '@replica/ui';

type AlertsTexts = {
  title: string;
  intro: string;
  timeZone: string;
  recipients: string;
  recipientsHint: string;
  pendingRecipients: (emails: string[]) => string;
  noSmtp: string;
  webhook: string;
  webhookHint: string;
  onRising: string;
  onWatchPaused: string;
  save: string;
  saving: string;
  saved: string;
  sendTest: string;
  sending: string;
  testResult: (email: Alert['email'], webhook: Alert['webhook'], error: string | null) => string;
  nothingToTest: string;
  readOnly: string;
  recipientsHidden: string;
  loading: string;
  loadFailed: string;
  retry: string;
  historyTitle: string;
  historyEmpty: string;
  delivery: (email: Alert['email'], webhook: Alert['webhook']) => string;
};

const states = {
  es: { sent: 'enviado', failed: 'falló', off: 'no configurado' },
  en: { sent: 'sent', failed: 'failed', off: 'not set up' },
} as const;

/** The alerts card of Equipo. */
export const alertsTexts: Catalogue<AlertsTexts> = {
  es: {
    title: 'Alertas y horario',
    intro:
      'Réplica avisa cuando la semana de una objeción se marca como «Subida fuerte» en el reporte (como mucho una vez por objeción y semana) y cuando un seguimiento se pausa solo. Las horas de los seguimientos usan esta zona horaria.',
    timeZone: 'Zona horaria',
    recipients: 'Correos que reciben las alertas',
    recipientsHint: 'Uno por línea o separados por comas; hasta 20.',
    pendingRecipients: (emails) =>
      `Pendientes de confirmar (no reciben nada hasta que abran el enlace que les enviamos): ${emails.join(', ')}`,
    noSmtp:
      'Este servidor todavía no puede enviar correos: las alertas por correo no saldrán hasta que quien lo administra configure el envío. El webhook funciona igual.',
    webhook: 'Webhook entrante (Slack o compatible)',
    webhookHint: 'https://hooks.slack.com/services/…; vacío para no usarlo.',
    onRising: 'Avisar de una subida fuerte de una objeción',
    onWatchPaused: 'Avisar cuando un seguimiento se pausa solo',
    save: 'Guardar alertas',
    saving: 'Guardando...',
    saved: 'Ajustes de alertas guardados',
    sendTest: 'Enviar prueba',
    sending: 'Enviando...',
    testResult: (email, webhook, error) =>
      `Prueba: correo ${states.es[email]}, webhook ${states.es[webhook]}${error ? ` (${error})` : ''}`,
    nothingToTest: 'Guarda antes al menos un correo o un webhook para probarlos.',
    readOnly: 'Solo un administrador o el propietario cambia estos ajustes.',
    recipientsHidden:
      'Los destinatarios y el webhook solo los ven los administradores y el propietario.',
    loading: 'Cargando alertas...',
    loadFailed: errorMessages.settings,
    retry: 'Reintentar',
    historyTitle: 'Últimas alertas',
    historyEmpty: 'Todavía no se ha enviado ninguna alerta.',
    delivery: (email, webhook) => `Correo: ${states.es[email]} · Webhook: ${states.es[webhook]}`,
  },
  en: {
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
      `Test: e-mail ${states.en[email]}, webhook ${states.en[webhook]}${error ? ` (${error})` : ''}`,
    nothingToTest: 'Save at least one e-mail or a webhook first to test them.',
    readOnly: 'Only an admin or the owner changes these settings.',
    recipientsHidden: 'Only admins and the owner see the recipients and the webhook.',
    loading: 'Loading alerts...',
    loadFailed: 'Could not load the alert settings',
    retry: 'Retry',
    historyTitle: 'Latest alerts',
    historyEmpty: 'No alert has been sent yet.',
    delivery: (email, webhook) => `E-mail: ${states.en[email]} · Webhook: ${states.en[webhook]}`,
  },
};
