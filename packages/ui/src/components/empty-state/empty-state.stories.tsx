import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Lightbulb, MessageSquare } from '../../icons/icons';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No hay comentarios en esta industria' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithDescription: Story = {
  args: { icon: <MessageSquare />, description: 'Importa comentarios desde Ingesta para empezar.' },
};

export const WithAction: Story = {
  args: {
    icon: <Lightbulb />,
    title: 'Aún no hay ideas para esta industria',
    action: <Button>Generar Ideas</Button>,
  },
};

/** Links inside take the theme's primary colour, as the report's way to Ingesta and Opiniones. */
export const WithLinks: Story = {
  args: {
    title: 'Aún no hay comentarios analizados en esta industria',
    description: 'Importa comentarios y analízalos para ver el reporte.',
    action: (
      <div style={{ display: 'flex', gap: '16px' }}>
        <a href="#/ingesta">Ir a Ingesta</a>
        <a href="#/opiniones">Ir a Opiniones</a>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ir a Ingesta' });
    await expect(getComputedStyle(link).color).toBe('rgb(79, 70, 229)');
  },
};
