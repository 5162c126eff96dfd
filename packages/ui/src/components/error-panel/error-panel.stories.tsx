import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
