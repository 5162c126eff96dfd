import { useRef, useState } from 'react';
import { useTexts } from '../../i18n/language';
import { newIndustryTexts } from './new-industry-texts';
import { FormDialog } from '../form-dialog/form-dialog';
import { TextField } from '../text-field/text-field';

export type NewIndustryDialogProps = {
  /** Adds the industry; a rejection's message is shown and the dialog stays open. */
  onCreate: (name: string) => Promise<void>;
  /** The industry was added, by the name typed (trimmed). */
  onCreated: (name: string) => void;
  onCancel: () => void;
};

/**
 * Asks for a new industry's name and adds it. Render it only while open.
 *
 * @example {adding && <NewIndustryDialog onCreate={create} onCreated={select} onCancel={close} />}
 */
export function NewIndustryDialog({ onCreate, onCreated, onCancel }: NewIndustryDialogProps) {
  const t = useTexts(newIndustryTexts);
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create() {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t.required);
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onCreate(trimmed);
      onCreated(trimmed);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t.failed);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={t.title}
      description={t.description}
      initialFocus={nameRef}
      busy={busy}
      error={error}
      submitLabel={t.create}
      cancelLabel={t.cancel}
      noValidate
      onSubmit={() => void create()}
      onCancel={onCancel}
    >
      <TextField
        ref={nameRef}
        label={t.name}
        value={name}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
}
