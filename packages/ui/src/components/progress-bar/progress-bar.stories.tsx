import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Importando comentarios', value: 3000, max: 10000, detail: '3,000 / 10,000' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

export const Starting: Story = { args: { value: 0, detail: undefined } };

export const Done: Story = { args: { value: 10000, tone: 'success', detail: '10,000 / 10,000' } };

export const Failed: Story = { args: { value: 4000, tone: 'danger', detail: 'Cancelado' } };
