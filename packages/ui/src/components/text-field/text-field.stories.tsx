import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Correo electrónico', type: 'email', placeholder: 'tu@empresa.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'ana@replica.app' } };

export const Required: Story = {
  args: { label: 'Contraseña', type: 'password', required: true, minLength: 6, placeholder: '' },
};

export const WithError: Story = {
  args: { defaultValue: 'ana@', error: 'Introduce un correo electrónico válido' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@replica.app' } };
