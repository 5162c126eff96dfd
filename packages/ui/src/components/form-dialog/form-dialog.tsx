import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import styled from 'styled-components';
import { ActionRow } from '../action-row/action-row';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { StackedForm } from '../stacked-form/stacked-form';

export type FormDialogProps = {
  /** The heading; it names the dialog. */
  title: string;
  /** What the form is for, under the heading; it describes the dialog. */
  description: string;
  /** The field that takes focus when the dialog opens, usually the first. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Saving: Cancel, Escape and the backdrop wait, the submit button shows its spinner. */
  busy: boolean;
  /** Why the last save failed, in red above the buttons; the dialog stays open. */
  error: string | null;
  submitLabel: string;
  cancelLabel: string;
  /** The form checks its fields itself rather than with the browser's own messages. */
  noValidate?: boolean;
  /** Enter or the submit button, once the browser's checks pass; the page never reloads. */
  onSubmit: () => void;
  onCancel: () => void;
  /** The fields, between the description and the error. */
  children: ReactNode;
};

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: break-word;
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A modal dialog holding one form: heading, description, the fields, the last error, then Cancel
 * and the submit button on the right. Focus and keyboard as in `Dialog`. Render it only while
 * open; the page closes it once the save succeeds.
 *
 * @example
 * {editing && (
 *   <FormDialog title="Editar Gimnasios" description="Datos de la tarjeta" initialFocus={firstRef}
 *     busy={saving} error={saveError} submitLabel="Guardar" cancelLabel="Cancelar"
 *     onSubmit={save} onCancel={close}>
 *     <TextField ref={firstRef} label="Clientes" />
 *   </FormDialog>
 * )}
 */
export function FormDialog({
  title,
  description,
  initialFocus,
  busy,
  error,
  submitLabel,
  cancelLabel,
  noValidate,
  onSubmit,
  onCancel,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const descriptionId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Dialog
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      initialFocus={initialFocus}
      busy={busy}
      onCancel={onCancel}
    >
      <StackedForm noValidate={noValidate} onSubmit={submit}>
        <Title id={titleId}>{title}</Title>
        <Description id={descriptionId}>{description}</Description>
        {children}
        {error && <Banner tone="error">{error}</Banner>}
        <ActionRow align="end">
          <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {submitLabel}
          </Button>
        </ActionRow>
      </StackedForm>
    </Dialog>
  );
}
