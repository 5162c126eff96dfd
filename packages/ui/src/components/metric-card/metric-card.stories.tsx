import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { MetricCard } from './metric-card';

const meta = {
  title: 'Components/MetricCard',
  component: MetricCard,
  args: { label: 'Industrias', value: '8' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const Zero: Story = { args: { label: 'Templates', value: '0' } };

/** What the figure counts, under it. */
export const WithCaption: Story = {
  args: { label: 'Industrias', value: '0', caption: 'con al menos un comentario' },
};

export const WithBadge: Story = {
  args: {
    label: 'Objeciones hoy',
    value: '+12',
    badge: <Badge tone="warning">Pendiente análisis</Badge>,
  },
};

export const Clickable: Story = {
  args: {
    label: 'Opiniones',
    value: '12,345',
    hint: 'Abrir opiniones sin clasificar',
    onClick: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Opiniones 12,345' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
