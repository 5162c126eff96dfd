import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MeterBar } from './meter-bar';

const meta = {
  title: 'Components/MeterBar',
  component: MeterBar,
  args: { label: 'Precio alto', value: 0.82 },
} satisfies Meta<typeof MeterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Precio alto' });
    await expect(meter).toHaveAttribute('aria-valuenow', '82');
  },
};

export const WithDetail: Story = { args: { detail: '82% · 1,204 menciones' } };

export const Empty: Story = { args: { value: 0 } };

export const Full: Story = { args: { value: 1, tone: 'danger' } };

export const Warning: Story = { args: { value: 0.45, tone: 'warning' } };
