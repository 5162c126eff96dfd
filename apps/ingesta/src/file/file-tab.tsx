import { useCreateIndustry } from '@replica/api-client/react';
import { type ImportedComment } from '@replica/api-client';
import {
  Banner,
  Button,
  FileDropZone,
  IndustrySelector,
  ProgressBar,
  SelectField,
  useTexts,
} from '@replica/ui';
import { useEffect, useRef, useState } from 'react';
import { ImportStatus } from '../import-ui/import-status';
import { useImport } from '../import-ui/use-import';
import { FILE_AUTHOR } from '../importing/default-authors';
import type { IndustryProps } from '../industry-props';
import { Muted, Row, Stack } from '../layout';
import type { ParseProgress } from '../parsing/csv-comments';
import { type FileParse, parseFileOffThread } from '../parsing/parse-off-thread';
import { FILE_INPUT_ACCEPT, fileExtension, fileKind } from '../parsing/file-kinds';
import type { FileRefusal, SheetChoice, SkippedRows } from '../parsing/parse-outcome';
import { ingestaTexts } from '../texts';
import { FilePreview } from './file-preview';
import { refusalText } from './refusal-text';
import { SkippedRowList } from './skipped-rows';

type FileState =
  | { step: 'empty' }
  | { step: 'processing'; file: File; progress: ParseProgress }
  | {
      step: 'loaded';
      file: File;
      comments: ImportedComment[];
      tooShort: number;
      skipped: SkippedRows;
      sheets?: SheetChoice;
    }
  | { step: 'error'; refusal: FileRefusal; file?: File; sheets?: SheetChoice };

/**
 * A workbook's sheets, offered until its import starts, also when the sheet read holds no
 * comments; nothing for a file with one sheet or none.
 */
function SheetPicker({
  sheets,
  onChoose,
}: {
  sheets?: SheetChoice;
  onChoose: (sheet: string) => void;
}) {
  const t = useTexts(ingestaTexts);
  if (!sheets || sheets.names.length < 2) return null;
  return (
    <SelectField
      label={t.file.sheet}
      options={sheets.names}
      value={sheets.chosen}
      onChange={(event) => onChoose(event.target.value)}
    />
  );
}

/**
 * Archivo tab: empty, processing with progress, loaded with a preview of the first 5 comments
 * and the rows skipped for a value over the limit, or an error that says why and where; then the
 * import in batches with its progress and counts.
 */
export function FileTab({ industries, industry, onIndustryChange }: IndustryProps) {
  const createIndustry = useCreateIndustry();
  const t = useTexts(ingestaTexts);
  const [state, setState] = useState<FileState>({ step: 'empty' });
  const parse = useRef<FileParse | null>(null);
  const importer = useImport();

  useEffect(() => () => parse.current?.cancel(), []);

  /** Reads `file`; a workbook at `sheet`, or at its first sheet. */
  async function readFile(file: File, sheet?: string) {
    parse.current?.cancel();
    importer.reset();
    if (!fileKind(file.name)) {
      setState({
        step: 'error',
        refusal: { problem: 'unsupported', extension: fileExtension(file.name) },
      });
      return;
    }
    setState({ step: 'processing', file, progress: { fraction: 0, rows: 0 } });
    const running = parseFileOffThread(
      file,
      (progress) =>
        setState((current) => (current.step === 'processing' ? { ...current, progress } : current)),
      sheet,
    );
    parse.current = running;
    const outcome = await running.outcome;
    if (parse.current !== running || !outcome) return;
    parse.current = null;
    if (outcome.ok) {
      const { comments, tooShort, skipped, sheets } = outcome;
      setState({ step: 'loaded', file, comments, tooShort, skipped, sheets });
    } else {
      const { ok: _ok, sheets, ...refusal } = outcome;
      setState({ step: 'error', refusal, file, sheets });
    }
  }

  function clear() {
    parse.current?.cancel();
    parse.current = null;
    importer.reset();
    setState({ step: 'empty' });
  }

  const importing = importer.state.phase === 'running';

  return (
    <Stack>
      <IndustrySelector
        label={t.industryForAll}
        industries={industries}
        value={industry}
        disabled={importing}
        onChange={onIndustryChange}
        onCreate={createIndustry}
      />

      {state.step === 'empty' && (
        <>
          <FileDropZone
            label={t.file.dropLabel}
            buttonLabel={t.file.pick}
            accept={FILE_INPUT_ACCEPT}
            onFile={(file) => void readFile(file)}
          >
            {t.file.dropHint}
          </FileDropZone>
          <Muted>{t.file.formats}</Muted>
        </>
      )}

      {state.step === 'processing' && (
        <Stack>
          <ProgressBar
            label={t.file.processing}
            value={Math.round(state.progress.fraction * 100)}
            max={100}
            detail={`${state.file.name} · ${t.file.rowsRead(state.progress.rows)}`}
          />
          <Row>
            <Button variant="secondary" onClick={clear}>
              {t.cancel}
            </Button>
          </Row>
        </Stack>
      )}

      {state.step === 'error' && (
        <Banner tone="error" onClose={clear} closeLabel={t.close}>
          <strong>{t.file.processError}</strong>
          {refusalText(t.file, state.refusal, state.sheets?.chosen).map((line) => (
            <div key={line}>{line}</div>
          ))}
          {state.refusal.problem === 'noValidComments' && (
            <SkippedRowList skipped={state.refusal.skipped} />
          )}
        </Banner>
      )}
      {state.step === 'error' && state.file && !importing && (
        <SheetPicker
          sheets={state.sheets}
          onChoose={(sheet) => state.file && void readFile(state.file, sheet)}
        />
      )}

      {state.step === 'loaded' && (
        <Stack>
          {importer.state.phase === 'idle' && (
            <SheetPicker
              sheets={state.sheets}
              onChoose={(sheet) => void readFile(state.file, sheet)}
            />
          )}
          <FilePreview
            fileName={state.file.name}
            comments={state.comments}
            tooShort={state.tooShort}
          />
          {importer.state.phase === 'idle' && (
            <Row>
              <Button
                onClick={() =>
                  void importer.start({
                    comments: state.comments,
                    alreadyTooShort: state.tooShort,
                    alreadySkipped: state.skipped.total,
                    kind: 'file',
                    industry,
                    defaultAuthor: FILE_AUTHOR,
                  })
                }
              >
                {t.file.importAll(state.comments.length)}
              </Button>
              <Button variant="secondary" onClick={clear}>
                {t.cancel}
              </Button>
            </Row>
          )}
          <ImportStatus state={importer.state} onStop={importer.stop} onClose={clear} />
          <SkippedRowList skipped={state.skipped} />
          {importer.state.phase === 'finished' && (
            <Row>
              <Button variant="secondary" onClick={clear}>
                {t.importing.again}
              </Button>
            </Row>
          )}
        </Stack>
      )}
    </Stack>
  );
}
