import type { IndustryPatch, IndustrySummary } from '@replica/api-client';
import { Banner, Button, Dialog, TextField, useTexts } from '@replica/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  type IndustryEditDraft,
  type IndustryEditField,
  draftOf,
  parseIndustryEdit,
} from './industry-edit-form';
import { inicioTexts } from './texts';

export interface IndustryEditDialogProps {
  summary: IndustrySummary;
  busy: boolean;
  /** Why the last save failed, shown in the dialog. */
  error: string | null;
  /** The page closes the dialog once the industry is stored. */
  onSave: (patch: IndustryPatch) => void;
  onCancel: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: break-word;
`;

const Help = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Numbers = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/**
 * Sets an industry's clients, years and cities, prefilled with what its card shows. Each field
 * is checked on saving, against the API's own limits, and says what is wrong under it; a refusal
 * of the API shows in red inside the dialog, which stays open.
 */
export function IndustryEditDialog({
  summary,
  busy,
  error,
  onSave,
  onCancel,
}: IndustryEditDialogProps) {
  const t = useTexts(inicioTexts).editIndustry;
  const titleId = useId();
  const helpId = useId();
  const citiesHintId = useId();
  const clientsRef = useRef<HTMLInputElement>(null);
  const yearsRef = useRef<HTMLInputElement>(null);
  const citiesRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<IndustryEditDraft>(() => draftOf(summary));
  const [invalid, setInvalid] = useState<readonly IndustryEditField[]>([]);

  const messages: Record<IndustryEditField, string> = {
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseIndustryEdit(draft);
    if (parsed.ok) {
      onSave(parsed.patch);
      return;
    }
    setInvalid(parsed.invalid);
    const fields = { clients: clientsRef, years: yearsRef, cities: citiesRef };
    const [firstWrong] = parsed.invalid;
    if (firstWrong) fields[firstWrong].current?.focus();
  }

  return (
    <Dialog
      aria-labelledby={titleId}
      aria-describedby={helpId}
      initialFocus={clientsRef}
      busy={busy}
      onCancel={onCancel}
    >
      <Form noValidate onSubmit={submit}>
        <Title id={titleId}>{t.title(summary.industry)}</Title>
        <Help id={helpId}>{t.help}</Help>
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
        <Help id={citiesHintId}>{t.citiesHint}</Help>
        {error && <Banner tone="error">{error}</Banner>}
        <Actions>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? t.saving : t.save}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
