import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { Hint } from '../hint/hint';
import { InlineForm } from '../inline-form/inline-form';
import { TextField } from '../text-field/text-field';
import { TitledSection } from './titled-section';

const meta = {
  title: 'Components/TitledSection',
  component: TitledSection,
  args: {
    title: 'Invitar a alguien',
    children: (
      <>
        <InlineForm onSubmit={(event) => event.preventDefault()}>
          <TextField label="Correo electrónico" type="email" />
          <Button type="submit">Invitar</Button>
        </InlineForm>
        <Hint>El enlace vale siete días.</Hint>
      </>
    ),
  },
} satisfies Meta<typeof TitledSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form under its own heading, the section named by it. */
export const FormUnderHeading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Invitar a alguien' });
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Invitar a alguien');
    await expect(section).toHaveStyle({ display: 'flex', flexDirection: 'column' });
  },
};
