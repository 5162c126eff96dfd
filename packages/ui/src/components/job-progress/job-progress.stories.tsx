import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JobProgress } from './job-progress';

const meta = {
  title: 'Components/JobProgress',
  component: JobProgress,
  args: {
    label: 'Analizando pendientes',
    done: 1234,
    total: 20000,
    etaSeconds: 180,
    byModel: 800,
    byRules: 434,
  },
} satisfies Meta<typeof JobProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};

export const Cancellable: Story = {
  args: { onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancelling: Story = { args: { onCancel: fn(), cancelling: true } };

export const Queued: Story = {
  args: { done: 0, etaSeconds: null, byModel: undefined, byRules: undefined },
};

export const TotalUnknown: Story = {
  args: { label: 'Reclasificando industrias', done: 0, total: 0, etaSeconds: null },
};

export const AlmostDone: Story = { args: { done: 19800, etaSeconds: 20 } };

export const ModelFellBack: Story = {
  args: {
    byRules: 434,
    fallbacks: {
      'respuesta cortada (límite de tokens)': 25,
      'límite de la cuenta del proveedor (HTTP 429)': 400,
    },
  },
};
