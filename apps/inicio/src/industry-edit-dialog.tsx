import { DEFAULT_INDUSTRY, type IndustryPatch, type IndustrySummary } from '@replica/api-client';
import { ActionRow, Button, FormDialog, Hint, TextField, useTexts } from '@replica/ui';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  type IndustryEditDraft,
  type IndustryEditField,
  draftOf,
  parseIndustryEdit,
} from './industry-edit-form';
import { industryRemovalTexts } from './industry-removal-texts';
import { inicioTexts } from './texts';

export interface IndustryEditDialogProps {
  summary: IndustrySummary;
  busy: boolean;
  /** Why the last save failed, shown in the dialog. */
  error: string | null;
  /** The page closes the dialog once the industry is stored. */
  onSave: (patch: IndustryPatch) => void;
  onCancel: () => void;
  /** Ways out for the whole industry; none for the unclassified comments. */
  onMerge?: () => void;
  onDelete?: () => void;
}

const Numbers = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * Renames an industry (not the unclassified comments) and sets its clients, years and cities,
 * prefilled with what its card shows. Each field
 * is checked on saving, against the API's own limits, and says what is wrong under it; a refusal
 * of the API shows in red inside the dialog, which stays open.
 */
export function IndustryEditDialog({
  summary,
  busy,
  error,
  onSave,
  onCancel,
  onMerge,
  onDelete,
}: IndustryEditDialogProps) {
  const t = useTexts(inicioTexts).editIndustry;
  const removal = useTexts(industryRemovalTexts);
  const citiesHintId = useId();
  const nameHintId = useId();
  const renamable = summary.industry !== DEFAULT_INDUSTRY;
  const nameRef = useRef<HTMLInputElement>(null);
  const clientsRef = useRef<HTMLInputElement>(null);
  const yearsRef = useRef<HTMLInputElement>(null);
  const citiesRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<IndustryEditDraft>(() => draftOf(summary));
  const [invalid, setInvalid] = useState<readonly IndustryEditField[]>([]);

  const messages: Record<IndustryEditField, string> = {
    name: t.nameInvalid,
    clients: t.clientsInvalid,
    years: t.yearsInvalid,
    cities: t.citiesInvalid,
  };
  const errorOf = (field: IndustryEditField) =>
    invalid.includes(field) ? messages[field] : undefined;

  function change(field: IndustryEditField, value: string) {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setInvalid((previous) => previous.filter((wrong) => wrong !== field));
  }

  function submit() {
    const parsed = parseIndustryEdit(draft, summary.industry);
    if (parsed.ok) {
      onSave(parsed.patch);
      return;
    }
    setInvalid(parsed.invalid);
    const fields = { name: nameRef, clients: clientsRef, years: yearsRef, cities: citiesRef };
    const [firstWrong] = parsed.invalid;
    if (firstWrong) fields[firstWrong].current?.focus();
  }

  return (
    <FormDialog
      title={t.title(summary.industry)}
      description={t.help}
      initialFocus={renamable ? nameRef : clientsRef}
      busy={busy}
      error={error}
      submitLabel={busy ? t.saving : t.save}
      cancelLabel={t.cancel}
      noValidate
      onSubmit={submit}
      onCancel={onCancel}
    >
      {renamable && (
        <>
          <TextField
            ref={nameRef}
            label={t.name}
            autoComplete="off"
            aria-describedby={nameHintId}
            value={draft.name}
            error={errorOf('name')}
            onChange={(event) => change('name', event.target.value)}
          />
          <Hint id={nameHintId}>{t.nameHint}</Hint>
        </>
      )}
      <Numbers>
        <TextField
          ref={clientsRef}
          label={t.clients}
          inputMode="numeric"
          autoComplete="off"
          value={draft.clients}
          error={errorOf('clients')}
          onChange={(event) => change('clients', event.target.value)}
        />
        <TextField
          ref={yearsRef}
          label={t.years}
          inputMode="decimal"
          autoComplete="off"
          value={draft.years}
          error={errorOf('years')}
          onChange={(event) => change('years', event.target.value)}
        />
      </Numbers>
      <TextField
        ref={citiesRef}
        label={t.cities}
        autoComplete="off"
        placeholder="Miami, Orlando"
        aria-describedby={citiesHintId}
        value={draft.cities}
        error={errorOf('cities')}
        onChange={(event) => change('cities', event.target.value)}
      />
      <Hint id={citiesHintId}>{t.citiesHint}</Hint>
      {renamable && (onMerge || onDelete) && (
        <ActionRow>
          {onMerge && (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onMerge}>
              {removal.merge}
            </Button>
          )}
          {onDelete && (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onDelete}>
              {removal.delete}
            </Button>
          )}
        </ActionRow>
      )}
    </FormDialog>
  );
}
