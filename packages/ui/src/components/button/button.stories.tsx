import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Iniciar sesión', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cargar' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Salir' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Borrar seleccionados' } };

export const Small: Story = { args: { size: 'sm', children: 'Analizar ahora' } };

export const Busy: Story = { args: { busy: true, children: 'Procesando...' } };

export const Disabled: Story = { args: { disabled: true, children: 'Analizar pendientes (0)' } };
