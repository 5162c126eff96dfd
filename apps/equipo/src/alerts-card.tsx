import { type WorkspaceSettingsResponse, errorText } from '@replica/api-client';
import { useApiMutation, useApiQuery } from '@replica/api-client/react';
import {
  ActionRow,
  Banner,
  Button,
  Card,
  Checkbox,
  ErrorPanel,
  formatDateTime,
  Hint,
  LiveMessages,
  LoadingState,
  SelectField,
  StackedForm,
  TextAreaField,
  TextField,
  useFocusWhenLost,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { type FormEvent, type Ref, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { alertsTexts } from './alerts-texts';

const History = styled.ul`
  margin: ${({ theme }) => theme.spacing.lg} 0 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** Recipients as typed: one per line or comma-separated, blanks dropped. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
}

/**
 * Equipo's alerts: the workspace's time zone, who is told of a strong rise or a watch
 * that paused itself (e-mails, a Slack-compatible webhook), a test, and the latest alerts.
 */
export function AlertsCard({ canEdit }: { canEdit: boolean }) {
  const t = useTexts(alertsTexts);
  // Kept here: a save reloads the settings, which starts the form afresh.
  const [notice, setNotice] = useState<Notice | null>(null);
  const settings = useApiQuery('workspaceSettings');
  // The settings a save reloads start the form afresh, a new form: the focus its button had
  // goes to the new one (only after a notice, so the page's first load takes no focus).
  const saveButton = useRef<HTMLButtonElement>(null);
  useFocusWhenLost(notice ? settings.data : null, () => saveButton.current);
  return (
    <Card title={t.title}>
      <Hint>{t.intro}</Hint>
      <LiveMessages>{notice && <Banner tone={notice.tone}>{notice.text}</Banner>}</LiveMessages>
      {settings.isPending && <LoadingState label={t.loading} />}
      {settings.isError && (
        <ErrorPanel
          title={t.loadFailed}
          onRetry={() => void settings.refetch()}
          retryLabel={t.retry}
        />
      )}
      {settings.data && (
        // Saved settings start the form afresh.
        <AlertSettingsForm
          key={JSON.stringify(settings.data)}
          saved={settings.data}
          canEdit={canEdit}
          onNotice={setNotice}
          saveButton={saveButton}
        />
      )}
      <AlertHistory />
    </Card>
  );
}

type Notice = { tone: 'success' | 'error' | 'info'; text: string };

function AlertSettingsForm({
  saved,
  canEdit,
  onNotice: setNotice,
  saveButton,
}: {
  saved: WorkspaceSettingsResponse;
  canEdit: boolean;
  onNotice: (notice: Notice | null) => void;
  saveButton: Ref<HTMLButtonElement>;
}) {
  const t = useTexts(alertsTexts);
  const [language] = useLanguage();
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const [recipients, setRecipients] = useState(saved.alertEmails.join('\n'));
  const [webhook, setWebhook] = useState(saved.alertWebhookUrl ?? '');
  const [onRising, setOnRising] = useState(saved.alertOnRising);
  const [onWatchPaused, setOnWatchPaused] = useState(saved.alertOnWatchPaused);
  const settingsSave = useApiMutation('updateWorkspaceSettings');
  const alertTest = useApiMutation('testAlert');
  const zones = useMemo(() => timeZones(saved.timeZone), [saved.timeZone]);
  const pendingId = useId();
  // Without e-mail set up nothing is mailed, so nobody waits on a confirmation link.
  const pending = saved.emailConfigured ? saved.pendingAlertEmails : [];

  const fail = (error: unknown) =>
    setNotice({ tone: 'error', text: errorText(error, 'settingsUpdate', language) });

  function save(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    settingsSave.mutate(
      {
        body: {
          timeZone,
          alertEmails: splitRecipients(recipients),
          alertWebhookUrl: webhook.trim() || null,
          alertOnRising: onRising,
          alertOnWatchPaused: onWatchPaused,
        },
      },
      { onSuccess: () => setNotice({ tone: 'success', text: t.saved }), onError: fail },
    );
  }

  function sendTest() {
    if (saved.alertEmails.length === 0 && !saved.alertWebhookUrl) {
      setNotice({ tone: 'info', text: t.nothingToTest });
      return;
    }
    setNotice(null);
    alertTest.mutate(undefined, {
      onSuccess: (outcome) =>
        setNotice({
          tone: outcome.error ? 'error' : 'success',
          text: t.testResult(outcome.email, outcome.webhook, outcome.error),
        }),
      onError: fail,
    });
  }

  return (
    <StackedForm maxWidth="40rem" onSubmit={save} noValidate aria-label={t.title}>
      {!canEdit && <Hint>{t.readOnly}</Hint>}
      {saved.recipientsHidden && <Hint>{t.recipientsHidden}</Hint>}
      <SelectField
        label={t.timeZone}
        value={timeZone}
        options={zones}
        disabled={!canEdit}
        onChange={(event) => setTimeZone(event.target.value)}
      />
      <TextAreaField
        label={t.recipients}
        rows={3}
        value={recipients}
        disabled={!canEdit}
        placeholder="equipo@empresa.com"
        aria-describedby={pending.length > 0 ? pendingId : undefined}
        onChange={(event) => setRecipients(event.target.value)}
      />
      <Hint>{t.recipientsHint}</Hint>
      {pending.length > 0 && <Hint id={pendingId}>{t.pendingRecipients(pending)}</Hint>}
      {!saved.emailConfigured && <Banner tone="warning">{t.noSmtp}</Banner>}
      <TextField
        label={t.webhook}
        type="url"
        value={webhook}
        disabled={!canEdit}
        placeholder={t.webhookHint}
        onChange={(event) => setWebhook(event.target.value)}
      />
      <Checkbox label={t.onRising} checked={onRising} disabled={!canEdit} onChange={setOnRising} />
      <Checkbox
        label={t.onWatchPaused}
        checked={onWatchPaused}
        disabled={!canEdit}
        onChange={setOnWatchPaused}
      />
      {canEdit && (
        <ActionRow>
          <Button ref={saveButton} type="submit" busy={settingsSave.isPending}>
            {settingsSave.isPending ? t.saving : t.save}
          </Button>
          <Button type="button" variant="secondary" busy={alertTest.isPending} onClick={sendTest}>
            {alertTest.isPending ? t.sending : t.sendTest}
          </Button>
        </ActionRow>
      )}
    </StackedForm>
  );
}

/** Every IANA zone this browser knows, the saved one included whatever happens. */
function timeZones(saved: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(saved) ? known : [saved, ...known];
}

function AlertHistory() {
  const t = useTexts(alertsTexts);
  const [language] = useLanguage();
  const alerts = useApiQuery('alerts');
  if (!alerts.data) return null;
  return (
    <section aria-label={t.historyTitle}>
      <h3>{t.historyTitle}</h3>
      {alerts.data.items.length === 0 ? (
        <Hint>{t.historyEmpty}</Hint>
      ) : (
        <History>
          {alerts.data.items.map((alert) => (
            <li key={alert.id}>
              <strong>{alert.subject}</strong>
              <Hint>
                {formatDateTime(alert.createdAt, language)} ·{' '}
                {t.delivery(alert.email, alert.webhook)}
                {alert.error ? ` · ${alert.error}` : ''}
              </Hint>
            </li>
          ))}
        </History>
      )}
    </section>
  );
}
