import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Abrir opiniones de esta industria' },
  decorators: [
    (Story) => (
      <button type="button">
        {'Gimnasios '}
        <Story />
      </button>
    ),
  ],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not on screen, yet part of the button's accessible name. */
export const InAName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Gimnasios Abrir opiniones de esta industria' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Abrir opiniones de esta industria')).toHaveStyle({
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
    });
  },
};
