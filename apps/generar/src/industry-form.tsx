import { ALL_INDUSTRIES } from '@replica/api-client';
import { Button, TextField, useTexts } from '@replica/ui';
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

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Field = styled.div`
  flex: 1 1 18rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
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
        <Hint id={hintId}>{t.industryHint}</Hint>
      </Field>
      <Button type="submit" disabled={empty} busy={generating}>
        {generating ? t.generating : t.generate}
      </Button>
    </Form>
  );
}
