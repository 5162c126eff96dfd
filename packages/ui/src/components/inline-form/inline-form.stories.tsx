import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { SelectField } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import { InlineForm } from './inline-form';

const meta = {
  title: 'Components/InlineForm',
  component: InlineForm,
  args: {
    'aria-label': 'Invitar',
    onSubmit: (event) => event.preventDefault(),
    children: (
      <>
        <TextField label="Correo electrónico" type="email" />
        <SelectField label="Rol" options={['analista', 'lector']} />
        <Button type="submit">Invitar</Button>
      </>
    ),
  },
} satisfies Meta<typeof InlineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fields and the button on one row, wrapping when the screen is narrow. */
export const OneRow: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Invitar' });
    await expect(form).toHaveStyle({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end' });
  },
};
