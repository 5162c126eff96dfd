import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Usuario' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'success', 'warning', 'danger', 'info', 'primary'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Success: Story = { args: { tone: 'success', children: 'Live Intelligence' } };

export const Warning: Story = { args: { tone: 'warning', children: 'Pendiente análisis' } };

export const Danger: Story = { args: { tone: 'danger', children: 'Error' } };

export const Info: Story = { args: { tone: 'info', children: 'Reglas' } };

export const Primary: Story = { args: { tone: 'primary', children: 'ACTIVO' } };

/** Every tone side by side; a badge is text, so its words are what assistive technology reads. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="neutral">Usuario</Badge>
      <Badge tone="success">ACTIVO</Badge>
      <Badge tone="warning">Pendiente</Badge>
      <Badge tone="danger">Error</Badge>
      <Badge tone="info">Reglas</Badge>
      <Badge tone="primary">video</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pendiente')).toBeVisible();
  },
};
