import {
  ACTOR_FIELD_KEYS,
  type ActorFieldKey,
  type RunPreview,
  type RunScraperResult,
  api,
  errorText,
} from '@replica/api-client';
import { useInvalidateAfter } from '@replica/api-client/react';
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

type Busy = 'loading' | 'previewing' | 'importing' | null;

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
  const invalidateAfter = useInvalidateAfter();
  const [preview, setPreview] = useState<RunPreview | null>(null);
  const [choice, setChoice] = useState<FieldChoice>(NO_FIELDS);
  // The choice the mapped preview on screen was made with; null while none is.
  const [previewed, setPreviewed] = useState<FieldChoice | null>(null);
  const [busy, setBusy] = useState<Busy>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api.previewScraperRun({ runId }).then(
      (loaded) => {
        if (!current) return;
        const saved = choiceFrom(loaded.savedFields);
        setPreview(loaded);
        setChoice(saved);
        setPreviewed(loaded.fields ? saved : null);
        setBusy(null);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(errorText(failure, 'runPreview', language));
        setBusy(null);
      },
    );
    return () => {
      current = false;
    };
  }, [runId, language]);

  async function showPreview() {
    if (!choice.text) {
      setError(t.noText);
      return;
    }
    setError(null);
    setBusy('previewing');
    try {
      setPreview(await api.previewScraperRun({ runId, fields: fieldsOf(choice) }));
      setPreviewed(choice);
    } catch (failure) {
      setError(errorText(failure, 'runPreview', language));
    } finally {
      setBusy(null);
    }
  }

  async function importWithFields(actor: string) {
    setError(null);
    setBusy('importing');
    try {
      await api.saveActorFieldMap({ actor, fields: fieldsOf(choice) });
      const result = await api.reimportScraperRun(runId);
      void invalidateAfter('commentsImported');
      onImported(result);
    } catch (failure) {
      setError(errorText(failure, 'actorFields', language));
      setBusy(null);
    }
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
        {busy === 'loading' && <LoadingState label={t.loading} />}
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
              <Button
                variant="secondary"
                busy={busy === 'previewing'}
                disabled={busy !== null}
                onClick={() => void showPreview()}
              >
                {busy === 'previewing' ? t.previewing : t.preview}
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
                busy={busy === 'importing'}
                disabled={!ready || busy !== null}
                onClick={() => void importWithFields(preview.actor!)}
              >
                {busy === 'importing' ? t.importing : t.importWith}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                {close}
              </Button>
            </Row>
          </>
        )}
        {!preview && busy === null && (
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
