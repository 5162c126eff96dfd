import type { Meta, StoryObj } from '@storybook/react-vite';
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
  args: { icon: '💬', description: 'Importa comentarios desde Ingesta para empezar.' },
};

export const WithAction: Story = {
  args: {
    icon: '💡',
    title: 'Aún no hay ideas para esta industria',
    action: <Button>Generar Ideas</Button>,
  },
};
