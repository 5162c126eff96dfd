import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog } from './dialog';

function ExampleDialog({ onCancel, busy }: { onCancel: () => void; busy?: boolean }) {
  const titleId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog aria-labelledby={titleId} initialFocus={firstRef} onCancel={onCancel} busy={busy}>
      <h2 id={titleId}>Renombrar industria</h2>
      <input ref={firstRef} aria-label="Nombre" defaultValue="Gimnasios" />
      <Button variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button variant="primary">Guardar</Button>
    </Dialog>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: ExampleDialog,
  args: { onCancel: fn() },
} satisfies Meta<typeof ExampleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on the first field, Tab wraps from the last control to the first, Escape cancels. */
export const KeepsFocusInside: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Renombrar industria' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const field = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(field).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** While its work runs, Escape does not close the dialog. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
