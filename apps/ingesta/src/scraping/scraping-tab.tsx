import {
  RUN_NEEDS_FIELDS,
  type RunScraperResult,
  SCRAPER_PLATFORMS,
  type ScraperPlatform,
  errorText,
} from '@replica/api-client';
import {
  Banner,
  LiveMessages,
  Button,
  ReadOnlyNote,
  SelectField,
  TextAreaField,
  TextField,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useApiMutation } from '@replica/api-client/react';
import { type FormEvent, useState } from 'react';
import { ActorAndTask, Row, Stack } from '../layout';
import { ingestaTexts } from '../texts';
import { ApifyMissing, useApifyConfigured } from './apify-missing';
import { PLATFORM_ACTORS, defaultInputJson, isJsonObject } from './default-input';
import { FieldMapper } from './field-mapper';
import type { ReimportOutcome } from './reimport-run';
import { ApifyRunsList } from './apify-runs-list';
import { useReloadApifyRuns } from './use-apify-runs';
import { WebhookSetup } from './webhook-setup';

export interface ScrapingTabProps {
  industries: readonly string[];
  /** `?industry=` when the screen was opened with one; empty otherwise. */
  initialIndustry: string;
  /** Whether the member's role may start runs (Apify bills them); re-importing needs less. */
  canScrape: boolean;
  /** The role's name, for the note that replaces the run form. */
  roleName: string;
}

type Feedback =
  | { tone: 'error'; message: string }
  | { tone: 'success'; result: RunScraperResult }
  | { tone: 'needsFields' }
  | { tone: 'reimported'; result: RunScraperResult };

// The platform select's value for any other actor, whose run names no platform.
const OTHER_ACTOR = 'other';

/**
 * Scraping tab: starts an Apify actor or task run and imports its comments, shows the
 * webhook for runs started in Apify, and lists recent runs with their re-import. A run of any other
 * actor whose fields are unknown opens the field mapper, as its row in the list
 * does. A role that may import but not start runs gets only the list, after a note saying why.
 * Without an Apify account to run on, the run button is disabled and a note says who can connect
 * one.
 */
export function ScrapingTab({
  industries,
  initialIndustry,
  canScrape,
  roleName,
}: ScrapingTabProps) {
  const t = useTexts(ingestaTexts);
  const s = t.scraping;
  const [language] = useLanguage();
  const [platform, setPlatform] = useState<ScraperPlatform | null>('youtube');
  const [industry, setIndustry] = useState(initialIndustry);
  const [actorId, setActorId] = useState('');
  const [taskId, setTaskId] = useState('');
  const [inputJson, setInputJson] = useState(() => defaultInputJson('youtube'));
  const [urlHint, setUrlHint] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const startRun = useApiMutation('runScraper');
  const reloadRuns = useReloadApifyRuns();
  // The run whose actor's fields are being chosen.
  const [mapping, setMapping] = useState<string | null>(null);
  const apifyMissing = useApifyConfigured() === false;

  function choosePlatform(next: ScraperPlatform | null) {
    // Swap the example only while it is untouched, never a user's own input.
    if (inputJson === defaultInputJson(platform)) setInputJson(defaultInputJson(next));
    setPlatform(next);
  }

  function invalidReason(): string | null {
    if (!actorId.trim() && !taskId.trim()) return s.needActorOrTask;
    if (!industry.trim()) return s.industryRequired;
    if (inputJson.trim() && !isJsonObject(inputJson)) return s.invalidJson;
    return null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = invalidReason();
    if (invalid) {
      setFeedback({ tone: 'error', message: invalid });
      return;
    }
    setFeedback(null);
    setMapping(null);
    startRun.mutate(
      {
        body: {
          ...(platform ? { platform } : {}),
          industry,
          ...(actorId.trim() ? { actorId } : {}),
          ...(taskId.trim() ? { taskId } : {}),
          ...(inputJson.trim() ? { inputJson } : {}),
          ...(urlHint.trim() ? { urlHint } : {}),
        },
      },
      {
        onSuccess: (result) => {
          if (result.status === RUN_NEEDS_FIELDS && result.runId) {
            setFeedback({ tone: 'needsFields' });
            setMapping(result.runId);
          } else {
            setFeedback({ tone: 'success', result });
          }
        },
        onError: (error) => {
          setFeedback({ tone: 'error', message: errorText(error, 'scraper', language) });
          // A run Apify refused is listed too, as failed.
          reloadRuns();
        },
      },
    );
  }

  function importedWithFields(result: RunScraperResult) {
    setMapping(null);
    setFeedback({ tone: 'reimported', result });
  }

  function showReimport(outcome: ReimportOutcome) {
    setFeedback(
      outcome.ok
        ? { tone: 'reimported', result: outcome.result }
        : { tone: 'error', message: outcome.message },
    );
  }

  const industryOptions = [
    { value: '', label: s.chooseIndustry },
    ...(industry && !industries.includes(industry) ? [industry] : []),
    ...industries,
  ];

  return (
    <Stack>
      <LiveMessages>
        {feedback?.tone === 'error' && (
          <Banner tone="error" onClose={() => setFeedback(null)} closeLabel={t.close}>
            {feedback.message}
          </Banner>
        )}
        {feedback?.tone === 'success' && (
          <Banner
            tone={feedback.result.runId ? 'info' : 'success'}
            onClose={() => setFeedback(null)}
            closeLabel={t.close}
          >
            <div>{s.result(feedback.result.imported, feedback.result.analyzed)}</div>
            {feedback.result.runId && feedback.result.status && (
              <div>{s.stillRunning(feedback.result.status)}</div>
            )}
          </Banner>
        )}
        {feedback?.tone === 'needsFields' && (
          <Banner tone="info" onClose={() => setFeedback(null)} closeLabel={t.close}>
            {s.needsFields}
          </Banner>
        )}
        {feedback?.tone === 'reimported' && (
          <Banner tone="info" onClose={() => setFeedback(null)} closeLabel={t.close}>
            <div>{s.reimportQueued}</div>
            <div>{s.result(feedback.result.imported, feedback.result.analyzed)}</div>
          </Banner>
        )}
      </LiveMessages>
      {apifyMissing && <ApifyMissing what="scraping" canConnect={canScrape} />}
      {canScrape ? (
        <form onSubmit={submit} noValidate aria-label={t.tabs.scraping}>
          <Stack>
            <Row>
              <SelectField
                label={s.platform}
                value={platform ?? OTHER_ACTOR}
                options={[...SCRAPER_PLATFORMS, { value: OTHER_ACTOR, label: s.otherActor }]}
                onChange={(event) =>
                  choosePlatform(
                    event.target.value === OTHER_ACTOR
                      ? null
                      : (event.target.value as ScraperPlatform),
                  )
                }
              />
              <SelectField
                label={s.industry}
                value={industry}
                options={industryOptions}
                onChange={(event) => setIndustry(event.target.value)}
              />
            </Row>
            <ActorAndTask data-testid="actor-and-task">
              <TextField
                label={s.actorId}
                value={actorId}
                placeholder={platform ? PLATFORM_ACTORS[platform].actor : s.otherActorPlaceholder}
                onChange={(event) => setActorId(event.target.value)}
              />
              <TextField
                label={s.taskId}
                value={taskId}
                onChange={(event) => setTaskId(event.target.value)}
              />
            </ActorAndTask>
            <TextAreaField
              label={s.inputJson}
              rows={8}
              spellCheck={false}
              value={inputJson}
              onChange={(event) => setInputJson(event.target.value)}
            />
            <TextField
              label={s.urlHint}
              type="url"
              placeholder={s.urlHintPlaceholder}
              value={urlHint}
              onChange={(event) => setUrlHint(event.target.value)}
            />
            <Row>
              <Button type="submit" busy={startRun.isPending} disabled={apifyMissing}>
                {startRun.isPending ? s.running : s.run}
              </Button>
            </Row>
          </Stack>
        </form>
      ) : (
        <ReadOnlyNote>{s.runNotAllowed(roleName)}</ReadOnlyNote>
      )}
      {/* The webhook is set up for runs started in Apify's own console, with the industry and
          platform chosen in the form: part of starting runs. */}
      {canScrape && mapping && (
        <FieldMapper
          key={mapping}
          runId={mapping}
          onImported={importedWithFields}
          onClose={() => setMapping(null)}
        />
      )}
      {canScrape && <WebhookSetup industry={industry} platform={platform} />}
      <ApifyRunsList
        onReimported={showReimport}
        {...(canScrape ? { onChooseFields: setMapping } : {})}
      />
    </Stack>
  );
}
