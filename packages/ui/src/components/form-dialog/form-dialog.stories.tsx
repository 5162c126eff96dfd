import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../text-field/text-field';
import { FormDialog, type FormDialogProps } from './form-dialog';

type ExampleProps = Omit<FormDialogProps, 'initialFocus' | 'children'>;

function RenameDialog(props: ExampleProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <FormDialog {...props} initialFocus={nameRef}>
      <TextField ref={nameRef} label="Nombre" required defaultValue="Gimnasios" />
    </FormDialog>
  );
}

const meta = {
  title: 'Components/FormDialog',
  component: RenameDialog,
  args: {
    title: 'Renombrar industria',
    description: 'El nombre que muestran la tarjeta y el reporte.',
    busy: false,
    error: null,
    submitLabel: 'Guardar',
    cancelLabel: 'Cancelar',
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof RenameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its title, described by its text; focus on the field; Enter saves, Escape cancels. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Renombrar industria' });
    await expect(dialog).toHaveAccessibleDescription(args.description);
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The refusal shows inside the dialog, which stays open for another try. */
export const Refused: Story = {
  args: { error: 'No se pudo guardar: inténtalo de nuevo.' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(args.error ?? '')).toBeVisible();
  },
};

/** While saving, Cancel waits and the submit button shows its spinner. */
export const Saving: Story = {
  args: { busy: true, submitLabel: 'Guardando…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Guardando…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
