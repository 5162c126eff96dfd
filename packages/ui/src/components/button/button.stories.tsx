import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** A native button: Tab reaches it, Enter and Space press it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Iniciar sesión' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/**
 * Busy work in progress cannot be pressed again and says so to assistive technology; it stays
 * focusable, so the focus it had is not lost.
 */
export const BusyIsNotPressable: Story = {
  args: { busy: true, children: 'Procesando...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Procesando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
