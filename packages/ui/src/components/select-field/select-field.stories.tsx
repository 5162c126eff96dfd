import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SelectField } from './select-field';

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  args: {
    label: 'Plataforma',
    options: ['Instagram', 'Facebook', 'YouTube', 'TikTok', 'Twitter', 'LinkedIn'],
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLabelledOptions: Story = {
  args: {
    label: 'Separador',
    options: [
      { value: 'single', label: 'Salto de línea' },
      { value: 'double', label: 'Doble salto de línea' },
      { value: 'custom', label: 'Personalizado' },
    ],
    defaultValue: 'custom',
  },
};

export const Disabled: Story = { args: { disabled: true } };
