import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IdeaCard } from './idea-card';

const meta = {
  title: 'Components/IdeaCard',
  component: IdeaCard,
  args: {
    ideaType: 'video',
    hook: '¿Crees que es demasiado caro? Mira esto.',
    angle: 'El costo real de no actuar a tiempo.',
    scriptOutline: '1. Problema\n2. Agitación\n3. Solución\n4. CTA',
    labels: { hook: 'Hook', angle: 'Ángulo', scriptOutline: 'Guion' },
  },
} satisfies Meta<typeof IdeaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};

export const WithDate: Story = { args: { createdAt: '2024-03-15T12:00:00.000Z' } };

export const Deletable: Story = {
  args: { createdAt: '2024-03-15T12:00:00.000Z', onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Borrar' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { createdAt: '2024-03-15T12:00:00.000Z', onDelete: fn(), deleting: true },
};

export const English: Story = {
  args: {
    hook: 'Think it is too expensive? Watch this.',
    angle: 'The real cost of waiting.',
    scriptOutline: '1. Problem\n2. Agitation\n3. Solution\n4. CTA',
    labels: { hook: 'Hook', angle: 'Angle', scriptOutline: 'Script outline', delete: 'Delete' },
    onDelete: fn(),
  },
};
