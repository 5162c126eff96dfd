import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Disclosure } from './disclosure';

describe('Disclosure', () => {
  it('starts closed, with the button controlling a hidden panel', () => {
    renderWithTheme(<Disclosure title="5 Whys">contenido</Disclosure>);

    const toggle = screen.getByRole('button', { name: '5 Whys' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();
  });

  it('opens and closes on click', async () => {
    renderWithTheme(<Disclosure title="5 Whys">contenido</Disclosure>);
    const toggle = screen.getByRole('button', { name: '5 Whys' });

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('contenido')).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles from the keyboard with Enter and Space', async () => {
    renderWithTheme(<Disclosure title="5 Whys">contenido</Disclosure>);
    const toggle = screen.getByRole('button', { name: '5 Whys' });

    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('can be controlled by its parent', async () => {
    const changes: boolean[] = [];
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Disclosure
          title="5 Whys"
          open={open}
          onOpenChange={(next) => {
            changes.push(next);
            setOpen(next);
          }}
        >
          contenido
        </Disclosure>
      );
    }
    renderWithTheme(<Controlled />);

    expect(screen.getByText('contenido')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '5 Whys' }));

    expect(changes).toEqual([false]);
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();
  });
});
