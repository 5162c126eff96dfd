import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** The label names the input, the error describes it, and typing works from the keyboard. */
export const ErrorDescribesTheInput: Story = {
  args: { error: 'Introduce un correo electrónico válido' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Introduce un correo electrónico válido');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ana@replica.app');
    await expect(input).toHaveValue('ana@replica.app');
  },
};

export const English: Story = {
  args: { label: 'Email', placeholder: 'you@company.com', error: 'Enter a valid email' },
};
