import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReadOnlyNote } from './read-only-note';

const meta = {
  title: 'Components/ReadOnlyNote',
  component: ReadOnlyNote,
  args: { children: 'Tu rol (Lector) permite ver los datos, no importarlos.' },
} satisfies Meta<typeof ReadOnlyNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ingesta for a viewer, in place of its four intake forms. */
export const Viewer: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'Tu rol (Lector) permite ver los datos, no importarlos.',
    );
  },
};

export const Analyst: Story = {
  args: { children: 'Tu rol (Analista) permite reimportar ejecuciones de Apify, no iniciarlas.' },
};

export const English: Story = {
  args: { children: 'Your role (Viewer) lets you see the data, not import it.' },
};

/** Generar for a viewer: a link to what the role may use instead, in the theme's colours. */
export const WithLink: Story = {
  args: {
    children: (
      <>
        Tu rol (Lector) permite ver las ideas, no generar packs.{' '}
        <a href="#/templates">Ver las ideas en Templates</a>
      </>
    ),
  },
};
