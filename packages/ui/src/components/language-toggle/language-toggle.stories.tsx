import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageToggle } from './language-toggle';

const meta = {
  title: 'Components/LanguageToggle',
  component: LanguageToggle,
} satisfies Meta<typeof LanguageToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SwitchToEnglishAndBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'EN' }));
    await expect(canvas.getByRole('button', { name: 'EN' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'ES' }));
    await expect(canvas.getByRole('button', { name: 'ES' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
