import { errorMessages } from '@replica/api-client';
import type { Alert } from '@replica/api-client';
import { catalogue } from '@replica/ui';

export type AlertsTexts = {
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

const states = { sent: 'enviado', failed: 'falló', off: 'no configurado' } as const;

/** The alerts card of Equipo. */
export const alertsTexts = catalogue<AlertsTexts>(
  {
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
      `Prueba: correo ${states[email]}, webhook ${states[webhook]}${error ? ` (${error})` : ''}`,
    nothingToTest: 'Guarda antes al menos un correo o un webhook para probarlos.',
    readOnly: 'Solo un administrador o el propietario cambia estos ajustes.',
    recipientsHidden:
      'Los destinatarios y el webhook solo los ven los administradores y el propietario.',
    loading: 'Cargando alertas...',
    loadFailed: errorMessages.settings,
    retry: 'Reintentar',
    historyTitle: 'Últimas alertas',
    historyEmpty: 'Todavía no se ha enviado ninguna alerta.',
    delivery: (email, webhook) => `Correo: ${states[email]} · Webhook: ${states[webhook]}`,
  },
  () => import('./alerts-texts.en'),
);
