import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive technology; LoadingState and busy buttons say the words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Large: Story = { args: { $size: '2rem' } };

/** It takes the colour of the text around it. */
export const InText: Story = {
  render: () => (
    <span style={{ color: '#b42318' }}>
      <Spinner /> Procesando...
    </span>
  ),
};
