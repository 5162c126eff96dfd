import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonLine } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { label: 'Cargando comentarios...' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of comment cards loading. */
export const List: Story = { args: { rows: 3, height: '6rem' } };

/** The rows of a table or a short list. */
export const Lines: Story = { args: { rows: 5, height: '1.25rem' } };

/** A count line waiting for its list: a grey line, not '0 de 0'. */
export const CountLine: Story = {
  render: (args) => (
    <div>
      <p>
        <SkeletonLine width="14rem" />
      </p>
      <Skeleton {...args} />
    </div>
  ),
};

/** Heard as a status with its label; the blocks themselves are hidden. */
export const AnnouncedAsStatus: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Cargando comentarios...');
    await expect(status.querySelectorAll('[aria-hidden="true"]').length).toBe(3);
  },
};

export const English: Story = { args: { label: 'Loading comments...' } };
