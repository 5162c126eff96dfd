import type { Meta, StoryObj } from '@storybook/react-vite';
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
