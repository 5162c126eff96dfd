import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPanel } from './error-panel';

const meta = {
  title: 'Components/ErrorPanel',
  component: ErrorPanel,
  args: { title: 'No se pudo cargar la pantalla' },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithMessage: Story = {
  args: { message: 'El módulo «reporte» no respondió. Comprueba tu conexión.' },
};

export const WithRetry: Story = {
  args: {
    message: 'El módulo «reporte» no respondió. Comprueba tu conexión.',
    onRetry: fn(),
  },
};

export const CustomRetryLabel: Story = {
  args: { title: 'Could not load the screen', onRetry: fn(), retryLabel: 'Retry' },
};

/** An alert whose retry button is reached with Tab and pressed with Enter. */
export const RetryWithKeyboard: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo cargar la pantalla');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
