import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from './banner';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { tone: 'error', children: '❌ Error: Error al reclasificar' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'success', 'warning', 'info'] },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {};

export const Success: Story = {
  args: { tone: 'success', children: '✅ 12 sources reclasificados (Reglas: 9, AI model: 3)' },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    children: 'No se procesó ningún comentario: 0 pendientes, 4 demasiado cortos.',
  },
};

export const Info: Story = { args: { tone: 'info', children: 'Importados: 42 · Fallidos: 0' } };

export const WithClose: Story = {
  args: { children: 'Error al procesar archivo', onClose: fn() },
};

/** The close button is reachable with Tab and pressed with Enter. */
export const CloseWithKeyboard: Story = {
  args: { children: 'Error al borrar', onClose: fn(), closeLabel: 'Cerrar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al borrar');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  args: { tone: 'error', children: 'Error generating content', onClose: fn(), closeLabel: 'Close' },
};
