import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: '¿Seguro que deseas borrar este comentario?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement);
    await expect(body.getByRole('alertdialog')).toHaveAccessibleName(args.message);
    await expect(body.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Several: Story = {
  args: { message: '¿Seguro que deseas borrar 3 comentario(s)?' },
};

export const WithTitle: Story = {
  args: { title: 'Borrar idea', message: '¿Seguro que deseas borrar esta idea?' },
};

export const Busy: Story = { args: { busy: true } };

export const Failed: Story = {
  args: {
    title: '¿Eliminar Gimnasios?',
    message: 'Se eliminarán «Gimnasios» y sus 12 comentarios. No se puede deshacer.',
    error: 'Hay un trabajo en curso en esta industria; espera a que termine o cancélalo',
  },
};

export const English: Story = {
  args: {
    message: 'Are you sure you want to delete this comment?',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
  },
};
