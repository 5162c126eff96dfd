import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { Button } from './button';

describe('Button', () => {
  it('does nothing while busy and says so, keeping the focus it has', async () => {
    const onClick = vi.fn();
    const { rerender } = renderWithTheme(<Button onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    button.focus();

    rerender(
      <Button busy onClick={onClick}>
        Procesando...
      </Button>,
    );

    expect(button).toHaveAccessibleName('Procesando...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form again while busy', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Nombre" />
        <Button type="submit" busy>
          Guardando...
        </Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Guardando...' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana{Enter}');

    expect(onSubmit).not.toHaveBeenCalled();
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
