import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
