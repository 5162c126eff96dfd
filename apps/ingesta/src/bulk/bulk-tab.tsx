import { useCreateIndustry } from '@replica/api-client/react';
import { MAX_COMMENT_LENGTH, PLATFORMS } from '@replica/api-client';
import {
  Button,
  IndustrySelector,
  SelectField,
  TextAreaField,
  TextField,
  useTexts,
} from '@replica/ui';
import { useState } from 'react';
import { ImportStatus } from '../import-ui/import-status';
import { useImport } from '../import-ui/use-import';
import { BULK_AUTHOR } from '../importing/default-authors';
import {
  type BulkSeparator,
  DEFAULT_CUSTOM_SEPARATOR,
  splitBulkText,
} from '../importing/split-bulk-text';
import type { IndustryProps } from '../industry-props';
import { Row, Stack } from '../layout';
import { ingestaTexts } from '../texts';
import { BulkPreview } from './bulk-preview';

type SeparatorKind = BulkSeparator['kind'];
type Preview = { pieces: string[]; tooShort: number };

/**
 * Múltiple tab: editing, then a preview where pieces can be removed,
 * then confirmed and imported through comments-bulk with the author 'Múltiple'.
 */
export function BulkTab({ industries, industry, onIndustryChange }: IndustryProps) {
  const createIndustry = useCreateIndustry();
  const t = useTexts(ingestaTexts);
  const [text, setText] = useState('');
  const [separatorKind, setSeparatorKind] = useState<SeparatorKind>('custom');
  const [customSeparator, setCustomSeparator] = useState(DEFAULT_CUSTOM_SEPARATOR);
  const [platform, setPlatform] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [emptyError, setEmptyError] = useState(false);
  const importer = useImport();

  const separator: BulkSeparator =
    separatorKind === 'custom'
      ? { kind: 'custom', value: customSeparator }
      : { kind: separatorKind };

  function showPreview() {
    const split = splitBulkText(text, separator);
    setEmptyError(split.pieces.length === 0);
    setPreview(split.pieces.length === 0 ? null : split);
  }

  async function confirm(pieces: string[]) {
    // Over the limit the API would refuse them one by one: they are left out and counted as
    // skipped, each already marked in the preview.
    const fitting = pieces.filter((piece) => piece.length <= MAX_COMMENT_LENGTH);
    const outcome = await importer.start({
      comments: fitting.map((piece) => ({ text: piece })),
      alreadyTooShort: preview?.tooShort ?? 0,
      alreadySkipped: pieces.length - fitting.length,
      kind: 'bulk',
      industry,
      platform: platform || undefined,
      defaultAuthor: BULK_AUTHOR,
    });
    if (outcome.status === 'done') {
      setPreview(null);
      setText('');
    }
  }

  const importing = importer.state.phase === 'running';
  const separatorOptions = [
    { value: 'newline', label: t.bulk.separators.newline },
    { value: 'double-newline', label: t.bulk.separators.doubleNewline },
    { value: 'custom', label: t.bulk.separators.custom },
  ];

  return (
    <Stack>
      <Row>
        <SelectField
          label={t.bulk.separator}
          value={separatorKind}
          options={separatorOptions}
          disabled={preview !== null}
          onChange={(event) => setSeparatorKind(event.target.value as SeparatorKind)}
        />
        {separatorKind === 'custom' && (
          <TextField
            label={t.bulk.customSeparator}
            value={customSeparator}
            disabled={preview !== null}
            onChange={(event) => setCustomSeparator(event.target.value)}
          />
        )}
        <SelectField
          label={t.platform}
          value={platform}
          options={[{ value: '', label: t.noPlatform }, ...PLATFORMS]}
          disabled={importing}
          onChange={(event) => setPlatform(event.target.value)}
        />
        <IndustrySelector
          label={t.industry}
          industries={industries}
          value={industry}
          disabled={importing}
          onChange={onIndustryChange}
          onCreate={createIndustry}
        />
      </Row>

      {preview === null ? (
        <>
          <TextAreaField
            label={t.bulk.text}
            placeholder={t.bulk.placeholder}
            rows={10}
            value={text}
            error={emptyError ? t.bulk.nothingToImport : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <Row>
            <Button onClick={showPreview} disabled={!text.trim()}>
              {t.bulk.preview}
            </Button>
          </Row>
        </>
      ) : (
        <BulkPreview
          pieces={preview.pieces}
          tooShort={preview.tooShort}
          busy={importing}
          locked={importer.state.phase !== 'idle'}
          onRemove={(index) =>
            setPreview({ ...preview, pieces: preview.pieces.filter((_, at) => at !== index) })
          }
          onConfirm={() => void confirm(preview.pieces)}
          onCancel={() => {
            importer.reset();
            setPreview(null);
          }}
        />
      )}

      <ImportStatus state={importer.state} onStop={importer.stop} onClose={importer.reset} />
    </Stack>
  );
}
