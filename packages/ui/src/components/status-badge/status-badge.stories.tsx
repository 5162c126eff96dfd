import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'ACTIVO' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const New: Story = { args: { status: 'NUEVO' } };

export const Paused: Story = { args: { status: 'PAUSADO' } };
