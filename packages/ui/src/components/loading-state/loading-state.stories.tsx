import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from './loading-state';

const meta = {
  title: 'Components/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomLabel: Story = { args: { label: 'Reclasificando...' } };

/** Announced politely as a status, with its text; the spinner itself is hidden. */
export const AnnouncedAsStatus: Story = {
  args: { label: 'Generando pack de contenido...' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Generando pack de contenido...');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const English: Story = { args: { label: 'Loading...' } };
