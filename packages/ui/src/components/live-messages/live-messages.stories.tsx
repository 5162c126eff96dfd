import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { LiveMessages } from './live-messages';

/** A save button whose outcome appears in the live region kept on the page. */
function SaveWithMessage() {
  const [saved, setSaved] = useState(false);
  return (
    <>
      <Button onClick={() => setSaved(true)}>Guardar</Button>
      <LiveMessages data-testid="messages">
        {saved && <Banner tone="success">Ajustes guardados</Banner>}
      </LiveMessages>
    </>
  );
}

const meta = {
  title: 'Components/LiveMessages',
  component: SaveWithMessage,
} satisfies Meta<typeof SaveWithMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The region is there, empty, before the message; the focus stays on the button. */
export const MessageAfterAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByTestId('messages');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const button = canvas.getByRole('button', { name: 'Guardar' });
    await userEvent.click(button);
    await expect(region).toHaveTextContent('Ajustes guardados');
    await expect(button).toHaveFocus();
  },
};
