import {
  ACTOR_FIELD_KEYS,
  type ActorFieldKey,
  type RunPreview,
  type RunScraperResult,
  errorText,
} from '@replica/api-client';
import { useApiMutation } from '@replica/api-client/react';
import {
  Banner,
  Button,
  Card,
  LoadingState,
  SelectField,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useEffect, useState } from 'react';
import { Muted, Row, Stack } from '../layout';
import { ingestaTexts } from '../texts';
import {
  type FieldChoice,
  NO_FIELDS,
  choiceFrom,
  fieldOptions,
  fieldsOf,
  sameChoice,
} from './field-choice';
import { ItemFieldsTable } from './item-fields-table';
import { MappedPreviewTable } from './mapped-preview-table';

export interface FieldMapperProps {
  /** Apify's id of a finished run whose items no mapped actor wrote. */
  runId: string;
  /** The import was queued with the chosen fields, now saved for the actor. */
  onImported: (result: RunScraperResult) => void;
  onClose: () => void;
}

/**
 * Choosing the fields of any other actor's items: shows the run's first items
 * as they are, lets the user pick which field holds the text, author, date and id (starting from
 * the ones saved for the actor), previews them as comments, and on confirmation saves the choice
 * for the actor and imports the run with it. A choice is imported only as it was last previewed,
 * and only when every chosen field is in at least one previewed item.
 */
export function FieldMapper({ runId, onImported, onClose }: FieldMapperProps) {
  const t = useTexts(ingestaTexts).scraping.fields;
  const close = useTexts(ingestaTexts).cancel;
  const [language] = useLanguage();
  const [preview, setPreview] = useState<RunPreview | null>(null);
  const [choice, setChoice] = useState<FieldChoice>(NO_FIELDS);
  // The choice the mapped preview on screen was made with; null while none is.
  const [previewed, setPreviewed] = useState<FieldChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewRun = useApiMutation('previewScraperRun');
  const saveFields = useApiMutation('saveActorFieldMap');
  const reimport = useApiMutation('reimportScraperRun');
  // Loading from the first render (before the effect below asks) until the items or a failure.
  const loading = !preview && !previewRun.isError;
  const previewing = previewRun.isPending && !loading;
  const importing = saveFields.isPending || reimport.isPending;
  const busy = loading || previewing || importing;

  const { mutate: askPreview } = previewRun;
  useEffect(() => {
    askPreview(
      { body: { runId } },
      {
        onSuccess: (loaded) => {
          const saved = choiceFrom(loaded.savedFields);
          setPreview(loaded);
          setChoice(saved);
          setPreviewed(loaded.fields ? saved : null);
        },
        onError: (failure) => setError(errorText(failure, 'runPreview', language)),
      },
    );
  }, [runId, language, askPreview]);

  function showPreview() {
    if (!choice.text) {
      setError(t.noText);
      return;
    }
    setError(null);
    previewRun.mutate(
      { body: { runId, fields: fieldsOf(choice) } },
      {
        onSuccess: (mapped) => {
          setPreview(mapped);
          setPreviewed(choice);
        },
        onError: (failure) => setError(errorText(failure, 'runPreview', language)),
      },
    );
  }

  function importWithFields(actor: string) {
    setError(null);
    const failed = (failure: Error) => setError(errorText(failure, 'actorFields', language));
    saveFields.mutate(
      { body: { actor, fields: fieldsOf(choice) } },
      {
        // Once saved, the run is imported with the actor's new fields.
        onSuccess: () =>
          reimport.mutate({ body: { runId } }, { onSuccess: onImported, onError: failed }),
        onError: failed,
      },
    );
  }

  const choose = (key: ActorFieldKey, path: string) => setChoice({ ...choice, [key]: path });
  const shown = preview && previewed && sameChoice(previewed, choice) ? preview : null;
  const missing = shown?.missing ?? [];
  const ready = Boolean(shown?.actor && shown.items.length > 0 && missing.length === 0);

  return (
    <Card title={t.title}>
      <Stack>
        {error && (
          <Banner tone="error" onClose={() => setError(null)} closeLabel={close}>
            {error}
          </Banner>
        )}
        {loading && <LoadingState label={t.loading} />}
        {preview && (
          <>
            <Muted>{t.intro(preview.actor ?? runId)}</Muted>
            {preview.items.length === 0 ? (
              <Muted>{t.noItems}</Muted>
            ) : (
              <ItemFieldsTable fieldPaths={preview.fieldPaths} items={preview.items} />
            )}
            {preview.savedFields && <Muted>{t.savedNote}</Muted>}
            <Row>
              {ACTOR_FIELD_KEYS.map((key) => (
                <SelectField
                  key={key}
                  label={key === 'text' ? t.required(t.keys[key]) : t.keys[key]}
                  value={choice[key]}
                  options={[
                    { value: '', label: t.none },
                    ...fieldOptions(preview.fieldPaths, choice),
                  ]}
                  onChange={(event) => choose(key, event.target.value)}
                />
              ))}
            </Row>
            <Row>
              <Button variant="secondary" busy={previewing} disabled={busy} onClick={showPreview}>
                {previewing ? t.previewing : t.preview}
              </Button>
            </Row>
            {missing.length > 0 && (
              <Banner tone="error">
                {missing.map((key) => (
                  <div key={key}>{t.missing(t.keys[key], choice[key])}</div>
                ))}
              </Banner>
            )}
            {shown?.fields ? (
              <MappedPreviewTable items={shown.items} />
            ) : (
              <Muted>{t.previewFirst}</Muted>
            )}
            {!preview.actor && <Muted>{t.noActor}</Muted>}
            <Row>
              <Button
                busy={importing}
                disabled={!ready || busy}
                onClick={() => importWithFields(preview.actor!)}
              >
                {importing ? t.importing : t.importWith}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                {close}
              </Button>
            </Row>
          </>
        )}
        {!preview && !loading && (
          <Row>
            <Button variant="secondary" onClick={onClose}>
              {close}
            </Button>
          </Row>
        )}
      </Stack>
    </Card>
  );
}
