import { ConfirmDialog, FormDialog, SelectField, useTexts } from '@replica/ui';
import { useRef, useState } from 'react';
import { industryRemovalTexts } from './industry-removal-texts';
import type { RemovedIndustry } from './use-industry-removal';

export interface IndustryRemovalDialogsProps {
  removing: RemovedIndustry;
  /** Every industry of the workspace; the one merged is left out of the choices. */
  industries: readonly string[];
  busy: boolean;
  mergeError: string | null;
  deleteError: string | null;
  onMerge: (into: string) => void;
  onDelete: () => void;
  onCancel: () => void;
}

/**
 * Asks before an industry goes: into which other one it merges (its comments follow), or
 * whether to delete it with all its comments. A refusal of the API stays in the dialog.
 */
export function IndustryRemovalDialogs({
  removing,
  industries,
  busy,
  mergeError,
  deleteError,
  onMerge,
  onDelete,
  onCancel,
}: IndustryRemovalDialogsProps) {
  const t = useTexts(industryRemovalTexts);
  const { industry, opinions } = removing;
  const targets = industries.filter((name) => name !== industry);
  const [into, setInto] = useState(targets[0] ?? '');
  const selectRef = useRef<HTMLSelectElement>(null);

  if (removing.mode === 'delete') {
    return (
      <ConfirmDialog
        open
        title={t.deleteTitle(industry)}
        message={t.deleteQuestion(industry, opinions)}
        confirmLabel={t.deleteSubmit}
        cancelLabel={t.cancel}
        busy={busy}
        error={deleteError}
        onConfirm={onDelete}
        onCancel={onCancel}
      />
    );
  }
  return (
    <FormDialog
      title={t.mergeTitle(industry)}
      description={t.mergeHelp(industry, opinions)}
      initialFocus={selectRef}
      busy={busy}
      error={mergeError}
      submitLabel={busy ? t.merging : t.mergeSubmit}
      cancelLabel={t.cancel}
      onSubmit={() => into && onMerge(into)}
      onCancel={onCancel}
    >
      <SelectField
        ref={selectRef}
        label={t.mergeInto}
        options={targets}
        value={into}
        onChange={(event) => setInto(event.target.value)}
      />
    </FormDialog>
  );
}
