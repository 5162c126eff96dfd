import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActionRow } from '../action-row/action-row';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { StackedForm } from './stacked-form';

const meta = {
  title: 'Components/StackedForm',
  component: StackedForm,
  args: {
    'aria-label': 'Cambiar contraseña',
    onSubmit: (event) => event.preventDefault(),
    children: (
      <>
        <TextField label="Contraseña actual" type="password" />
        <TextField label="Contraseña nueva" type="password" />
        <ActionRow>
          <Button type="submit">Guardar</Button>
        </ActionRow>
      </>
    ),
  },
} satisfies Meta<typeof StackedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fields and buttons in one column, as wide as the page allows. */
export const Column: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Cambiar contraseña' });
    await expect(form).toHaveStyle({ display: 'flex', flexDirection: 'column' });
  },
};

/** A page that is one form spaces its parts wider. */
export const WideGap: Story = { args: { gap: 'lg' } };

/** A few short fields keep a readable width on a wide screen. */
export const Narrow: Story = {
  args: { maxWidth: '28rem' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Cambiar contraseña' });
    await expect(form).toHaveStyle({ maxWidth: '28rem' });
  },
};
