import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './copy-button';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: {
    text: '¿Por qué nadie te explica cuánto cuesta de verdad tu caso?',
    onCopied: fn(),
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** Clicking copies and shows '¡Copiado!' (it returns to 'Copiar' after 2 seconds). */
export const Copied: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
    };
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copiar' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('¡Copiado!'));
    await expect(args.onCopied).toHaveBeenCalledWith(true);
  },
};

/** The browser refused the clipboard (no permission or an insecure page). */
export const Refused: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
    };
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('No se pudo copiar'));
  },
};

export const WithAccessibleName: Story = {
  args: { 'aria-label': 'Copiar título 1' },
};

export const English: Story = {
  args: { label: 'Copy', copiedLabel: 'Copied!', failedLabel: 'Could not copy' },
};

export const Primary: Story = { args: { variant: 'primary', size: 'md', label: 'Copiar sección' } };
