import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusWhenLost } from './use-focus-when-lost';

/** 'Enviar' vanishes (or is disabled) once pressed; the result line should get the focus. */
function Sender({ vanish }: { vanish: boolean }) {
  const [sent, setSent] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);
  useFocusWhenLost(sent, () => result.current);
  return (
    <>
      <button type="button">Otro</button>
      {(!vanish || !sent) && (
        <button type="button" disabled={sent} onClick={() => setSent(true)}>
          Enviar
        </button>
      )}
      <p ref={result} tabIndex={-1}>
        {sent ? 'Enviado' : 'Sin enviar'}
      </p>
    </>
  );
}

describe('useFocusWhenLost', () => {
  it('gives the focus to the target when the focused control vanishes after its action', async () => {
    render(<Sender vanish />);

    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(screen.getByText('Enviado')).toHaveFocus();
  });

  it('does the same when the control is disabled by its action instead', async () => {
    render(<Sender vanish={false} />);

    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(screen.getByText('Enviado')).toHaveFocus();
  });

  it('leaves the focus where the user put it meanwhile, and takes none on mount', async () => {
    function Later() {
      const [done, setDone] = useState(false);
      const result = useRef<HTMLParagraphElement>(null);
      useFocusWhenLost(done, () => result.current);
      return (
        <>
          <input aria-label="Nota" />
          <button type="button" onClick={() => setTimeout(() => setDone(true), 10)}>
            Empezar
          </button>
          <p ref={result} tabIndex={-1}>
            {done ? 'Hecho' : 'En curso'}
          </p>
        </>
      );
    }
    render(<Later />);
    expect(document.body).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Empezar' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Nota' }));
    await screen.findByText('Hecho');

    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveFocus();
  });
});
