import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from './disclosure';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: {
    title: 'Análisis REAL (5 Whys)',
    children: <p>Causa raíz: miedo a perder el dinero invertido.</p>,
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement);
    const toggle = body.getByRole('button', { name: 'Análisis REAL (5 Whys)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(body.getByText(/Causa raíz/)).toBeVisible();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const English: Story = {
  args: {
    title: 'REAL analysis (5 Whys)',
    defaultOpen: true,
    children: <p>Root cause: fear of losing the money invested.</p>,
  },
};
