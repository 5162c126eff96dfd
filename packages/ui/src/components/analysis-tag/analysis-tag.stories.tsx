import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnalysisTag } from './analysis-tag';

const meta = {
  title: 'Components/AnalysisTag',
  component: AnalysisTag,
  args: {
    objectionTag: 'precio',
    realScore: 0.834,
    method: 'reglas',
    painClusterLabel: 'Precio percibido alto',
  },
} satisfies Meta<typeof AnalysisTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByRules: Story = {
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement);
    await expect(tag.getByText('Real 83%')).toBeVisible();
    await expect(tag.getByText('Reglas')).toBeVisible();
  },
};

export const ByAiModel: Story = {
  args: { method: 'claude-sonnet-4-5', realScore: 0.61, objectionTag: 'confianza' },
};

export const Pending: Story = {
  args: { objectionTag: null, realScore: null, method: null, painClusterLabel: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pendiente')).toBeVisible();
  },
};

export const English: Story = {
  args: { labels: { pending: 'Pending', rules: 'Rules', realScore: 'Real' } },
};
