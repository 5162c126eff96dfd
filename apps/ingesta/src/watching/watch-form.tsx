import {
  SCRAPER_PLATFORMS,
  type ScraperPlatform,
  type Watch,
  type WatchFrequency,
  type WatchRequest,
  errorText,
} from '@replica/api-client';
import { useApiMutation } from '@replica/api-client/react';
import {
  Banner,
  Button,
  Card,
  SelectField,
  TextAreaField,
  TextField,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { type FormEvent, useState } from 'react';
import { ActorAndTask, Row, Stack } from '../layout';
import { PLATFORM_ACTORS, defaultInputJson, isJsonObject } from '../scraping/default-input';
import { ingestaTexts } from '../texts';
import { hourLabel } from './when';
import { watchingTexts } from './watching-texts';

export interface WatchFormProps {
  industries: readonly string[];
  /** The watch being edited; a new one when null. */
  editing: Watch | null;
  /** No Apify account to run on: the server refuses to save, so the button is disabled. */
  apifyMissing: boolean;
  onSaved: (watch: Watch) => void;
  onCancel: () => void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** What the form holds, all as typed. */
function initialValues(watch: Watch | null, industries: readonly string[]) {
  return {
    name: watch?.name ?? '',
    platform: watch?.platform ?? ('youtube' as ScraperPlatform),
    industry: watch?.industry ?? industries[0] ?? '',
    actorId: watch?.actorId ?? '',
    taskId: watch?.taskId ?? '',
    inputJson: watch ? (watch.inputJson ?? '') : defaultInputJson('youtube'),
    urlHint: watch?.urlHint ?? '',
    frequency: watch?.frequency ?? ('daily' as WatchFrequency),
    weekday: watch?.weekday ?? 1,
    hour: watch?.hour ?? 9,
  };
}

/**
 * Saves a scraping run as a watch, or edits one: the same fields as a run in the scraping tab,
 * then how often and at what hour of the workspace's time zone.
 */
export function WatchForm({
  industries,
  editing,
  apifyMissing,
  onSaved,
  onCancel,
}: WatchFormProps) {
  const t = useTexts(watchingTexts);
  const s = useTexts(ingestaTexts).scraping;
  const [language] = useLanguage();
  const [values, setValues] = useState(() => initialValues(editing, industries));
  const [error, setError] = useState<string | null>(null);
  const create = useApiMutation('createWatch');
  const update = useApiMutation('updateWatch');
  const busy = create.isPending || update.isPending;
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function choosePlatform(next: ScraperPlatform) {
    // Swap the example only while it is untouched, never a user's own input.
    if (values.inputJson === defaultInputJson(values.platform)) {
      set('inputJson', defaultInputJson(next));
    }
    set('platform', next);
  }

  function invalidReason(): string | null {
    if (!values.name.trim()) return t.nameRequired;
    if (!values.actorId.trim() && !values.taskId.trim()) return s.needActorOrTask;
    if (!values.industry.trim()) return s.industryRequired;
    if (values.inputJson.trim() && !isJsonObject(values.inputJson)) return s.invalidJson;
    return null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = invalidReason();
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    const request: WatchRequest = {
      name: values.name,
      platform: values.platform,
      industry: values.industry,
      frequency: values.frequency,
      hour: values.hour,
      ...(values.frequency === 'weekly' ? { weekday: values.weekday } : {}),
      ...(values.actorId.trim() ? { actorId: values.actorId } : {}),
      ...(values.taskId.trim() ? { taskId: values.taskId } : {}),
      ...(values.inputJson.trim() ? { inputJson: values.inputJson } : {}),
      ...(values.urlHint.trim() ? { urlHint: values.urlHint } : {}),
    };
    const saved = {
      onSuccess: (watch: Watch) => {
        onSaved(watch);
        if (!editing) setValues(initialValues(null, industries));
      },
      onError: (failure: Error) => setError(errorText(failure, 'watchUpdate', language)),
    };
    if (editing) update.mutate({ params: { id: editing.id }, body: request }, saved);
    else create.mutate({ body: request }, saved);
  }

  const industryOptions = [
    ...(values.industry && !industries.includes(values.industry) ? [values.industry] : []),
    ...industries,
  ];

  return (
    <Card title={editing ? t.editTitle(editing.name) : t.formTitle}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={editing ? t.editTitle(editing.name) : t.formTitle}
      >
        <Stack>
          {error && <Banner tone="error">{error}</Banner>}
          <TextField
            label={t.name}
            value={values.name}
            placeholder={t.namePlaceholder}
            maxLength={120}
            onChange={(event) => set('name', event.target.value)}
          />
          <Row>
            <SelectField
              label={s.platform}
              value={values.platform}
              options={SCRAPER_PLATFORMS}
              onChange={(event) => choosePlatform(event.target.value as ScraperPlatform)}
            />
            <SelectField
              label={s.industry}
              value={values.industry}
              options={industryOptions}
              onChange={(event) => set('industry', event.target.value)}
            />
          </Row>
          <ActorAndTask>
            <TextField
              label={s.actorId}
              value={values.actorId}
              placeholder={PLATFORM_ACTORS[values.platform].actor}
              onChange={(event) => set('actorId', event.target.value)}
            />
            <TextField
              label={s.taskId}
              value={values.taskId}
              onChange={(event) => set('taskId', event.target.value)}
            />
          </ActorAndTask>
          <TextAreaField
            label={s.inputJson}
            rows={6}
            spellCheck={false}
            value={values.inputJson}
            onChange={(event) => set('inputJson', event.target.value)}
          />
          <TextField
            label={s.urlHint}
            type="url"
            placeholder={s.urlHintPlaceholder}
            value={values.urlHint}
            onChange={(event) => set('urlHint', event.target.value)}
          />
          <Row>
            <SelectField
              label={t.frequency}
              value={values.frequency}
              options={[
                { value: 'daily', label: t.frequencies.daily },
                { value: 'weekly', label: t.frequencies.weekly },
              ]}
              onChange={(event) => set('frequency', event.target.value as WatchFrequency)}
            />
            {values.frequency === 'weekly' && (
              <SelectField
                label={t.weekday}
                value={String(values.weekday)}
                options={t.weekdays.map((label, index) => ({ value: String(index + 1), label }))}
                onChange={(event) => set('weekday', Number(event.target.value))}
              />
            )}
            <SelectField
              label={t.hour}
              value={String(values.hour)}
              options={HOURS.map((hour) => ({ value: String(hour), label: hourLabel(hour) }))}
              onChange={(event) => set('hour', Number(event.target.value))}
            />
          </Row>
          <Row>
            <Button type="submit" busy={busy} disabled={apifyMissing}>
              {busy ? t.saving : editing ? t.saveChanges : t.save}
            </Button>
            {editing && (
              <Button type="button" variant="secondary" onClick={onCancel}>
                {t.cancelEdit}
              </Button>
            )}
          </Row>
        </Stack>
      </form>
    </Card>
  );
}
