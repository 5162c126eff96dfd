import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { expect, within } from 'storybook/test';
import { PageHeading } from './page-heading';

const meta = {
  title: 'Components/PageHeading',
  component: PageHeading,
  args: { title: 'Reporte' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithSubtitle: Story = {
  args: { title: 'Opiniones', subtitle: 'Comentarios de la industria Credit Restoration' },
};

export const WithActions: Story = {
  args: {
    title: 'RÉPLICA',
    subtitle: <Badge tone="success">Live Intelligence</Badge>,
    actions: <Button>Auto-clasificar industrias</Button>,
  },
};

/** The screen's one h1, with its actions reachable by Tab after it. */
export const HeadingAndActions: Story = {
  args: { title: 'Templates', actions: <Button>Generar Ideas</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generar Ideas' })).toBeEnabled();
  },
};
