import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Components/TextAreaField',
  component: TextAreaField,
  args: { label: 'Comentarios', rows: 6, placeholder: 'Pega aquí los comentarios' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: 'Es demasiado caro\n---\nNo confío en ellos' },
};

export const WithError: Story = { args: { defaultValue: '', error: 'El texto es requerido' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Importando…' } };
