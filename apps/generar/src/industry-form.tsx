import { ALL_INDUSTRIES } from '@replica/api-client';
import { Button, Hint, TextField, useTexts } from '@replica/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { texts } from './texts';

export type IndustryFormProps = {
  value: string;
  onChange: (industry: string) => void;
  /** Suggested industries (fixed list first); 'todas' is always offered first. */
  industries: readonly string[];
  generating: boolean;
  /** Called with the trimmed industry, empty when the user forces an empty field. */
  onGenerate: (industry: string) => void;
};

// The button sits on the input's row, bottom-aligned with it; the hint goes under the input on
// a row of its own, so it does not push the input up past the button.
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  column-gap: ${({ theme }) => theme.spacing.md};
  row-gap: ${({ theme }) => theme.spacing.xs};

  @media (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.spacing.sm};
  }
`;

const Field = styled.div`
  grid-column: 1;
`;

const Submit = styled.div`
  grid-column: 2;
  grid-row: 1;

  @media (max-width: 36rem) {
    grid-column: 1;
    grid-row: 3;
  }
`;

const FieldHint = styled(Hint)`
  grid-column: 1;
`;

/**
 * The industry to generate for: free text with the known industries as suggestions (a native
 * `<datalist>`), and the generate button, disabled while the field is empty.
 */
export function IndustryForm({
  value,
  onChange,
  industries,
  generating,
  onGenerate,
}: IndustryFormProps) {
  const t = useTexts(texts);
  const listId = useId();
  const hintId = useId();
  const suggestions = [ALL_INDUSTRIES, ...industries.filter((name) => name !== ALL_INDUSTRIES)];
  const empty = value.trim() === '';

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!generating) onGenerate(value.trim());
      }}
    >
      <Field>
        <TextField
          label={t.industryLabel}
          list={listId}
          value={value}
          placeholder={ALL_INDUSTRIES}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            // A disabled submit button blocks implicit submission; an empty Enter still answers.
            if (event.key === 'Enter' && empty) {
              event.preventDefault();
              onGenerate('');
            }
          }}
        />
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </Field>
      <Submit>
        <Button type="submit" disabled={empty} busy={generating}>
          {generating ? t.generating : t.generate}
        </Button>
      </Submit>
      <FieldHint id={hintId}>{t.industryHint}</FieldHint>
    </Form>
  );
}
