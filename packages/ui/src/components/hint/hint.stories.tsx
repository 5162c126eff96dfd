import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '../../theme/theme';
import { Hint } from './hint';

const meta = {
  title: 'Components/Hint',
  component: Hint,
  args: { children: 'Un lector ve los reportes; un editor también analiza y genera contenido.' },
} satisfies Meta<typeof Hint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Small and muted, with no margin of its own: the column around it spaces it. */
export const UnderAForm: Story = {
  play: async ({ canvasElement }) => {
    const hint = within(canvasElement).getByText(/Un lector/);
    await expect(hint.tagName).toBe('P');
    await expect(hint).toHaveStyle({ margin: '0px', fontSize: theme.fontSizes.sm });
  },
};
