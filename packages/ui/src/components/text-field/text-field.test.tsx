import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { TextField } from './text-field';

describe('TextField', () => {
  it('associates its <label> with the input', async () => {
    renderWithTheme(<TextField label="Correo electrónico" type="email" required />);

    const input = screen.getByLabelText('Correo electrónico');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    await userEvent.type(input, 'ana@replica.app');
    expect(input).toHaveValue('ana@replica.app');
  });

  it('uses the id it is given', () => {
    renderWithTheme(<TextField label="Contraseña" id="password" />);

    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('id', 'password');
  });

  it('shows the error under the field and marks the input invalid', () => {
    renderWithTheme(<TextField label="Contraseña" error="Mínimo 6 caracteres" />);

    const input = screen.getByLabelText('Contraseña');
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mínimo 6 caracteres');
    expect(screen.getByText('Mínimo 6 caracteres')).toBeVisible();
  });

  it('keeps a caller description next to the error', () => {
    renderWithTheme(
      <>
        <p id="hint">Al menos 6 caracteres</p>
        <TextField label="Contraseña" aria-describedby="hint" error="Demasiado corta" />
      </>,
    );

    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Al menos 6 caracteres Demasiado corta',
    );
  });

  it('is valid and undescribed without an error', () => {
    renderWithTheme(<TextField label="Correo electrónico" />);

    const input = screen.getByLabelText('Correo electrónico');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('forwards its ref to the <input>', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField label="Industria" ref={ref} />);

    expect(ref.current).toBe(screen.getByLabelText('Industria'));
  });
});
