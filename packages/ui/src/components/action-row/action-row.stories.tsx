import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { ActionRow } from './action-row';

const meta = {
  title: 'Components/ActionRow',
  component: ActionRow,
  args: {
    role: 'group',
    'aria-label': 'Acciones',
    children: (
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button>Guardar</Button>
      </>
    ),
  },
} satisfies Meta<typeof ActionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's or a page's buttons, on the left. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('group', { name: 'Acciones' });
    await expect(row).toHaveStyle({ flexWrap: 'wrap', justifyContent: 'flex-start' });
  },
};

/** A dialog's buttons, on the right. */
export const End: Story = {
  args: { align: 'end' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('group', { name: 'Acciones' });
    await expect(row).toHaveStyle({ justifyContent: 'flex-end' });
  },
};
