import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChartColumn, MessageSquare, Search, Upload } from '../../icons/icons';
import { FloatingActions } from './floating-actions';

const meta = {
  title: 'Components/FloatingActions',
  component: FloatingActions,
  args: {
    label: 'Accesos rápidos',
    actions: [
      { id: 'opiniones', label: 'Ir a Opiniones', icon: <MessageSquare />, onClick: fn() },
      { id: 'ingesta', label: 'Ir a Ingesta', icon: <Upload />, onClick: fn() },
      { id: 'reporte', label: 'Ir a Reporte', icon: <ChartColumn />, onClick: fn() },
      {
        id: 'buscar',
        label: 'Buscar comentarios',
        icon: <Search />,
        onClick: fn(),
        expanded: false,
      },
    ],
  },
} satisfies Meta<typeof FloatingActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PopupOpen: Story = {
  args: {
    actions: [
      { id: 'opiniones', label: 'Ir a Opiniones', icon: <MessageSquare />, onClick: fn() },
      {
        id: 'buscar',
        label: 'Buscar comentarios',
        icon: <Search />,
        onClick: fn(),
        expanded: true,
        controls: 'search-dialog',
      },
    ],
  },
};

export const ClickOne: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a Ingesta' }));
    await expect(args.actions[1]?.onClick).toHaveBeenCalledOnce();
  },
};
