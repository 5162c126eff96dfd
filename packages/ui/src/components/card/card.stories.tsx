import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: 'Frecuencia: 24 · Sentimiento medio: -0.42' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithTitle: Story = { args: { title: 'Top Pain Points' } };

/** A titled card is a region named by its heading, so it shows in the landmarks list. */
export const NamedRegion: Story = {
  args: { title: 'Distribution of Objections' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Distribution of Objections' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Distribution of Objections',
    );
  },
};
