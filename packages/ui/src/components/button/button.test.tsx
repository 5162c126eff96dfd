import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { Button } from './button';

describe('Button', () => {
  it('is disabled and aria-busy while busy', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button busy onClick={onClick}>
        Procesando...
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Procesando...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is enabled and not busy by default', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Cargar</Button>);

    const button = screen.getByRole('button', { name: 'Cargar' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('passes native props and its ref to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} type="submit" name="entrar">
        Iniciar sesión
      </Button>,
    );

    expect(ref.current).toBe(screen.getByRole('button'));
    expect(ref.current).toHaveAttribute('type', 'submit');
    expect(ref.current).toHaveAttribute('name', 'entrar');
  });
});
