import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is named by its label and reports the new state', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Checkbox label="Seleccionar todos" checked={false} onChange={onChange} />);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));

    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('toggles with the Space key', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Checkbox label="Elegir" checked onChange={onChange} />);

    screen.getByRole('checkbox').focus();
    await userEvent.keyboard(' ');

    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('shows a mixed state for a partial selection', () => {
    renderWithTheme(<Checkbox label="Todos" checked={false} indeterminate onChange={() => {}} />);

    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Todos' });
    expect(box.indeterminate).toBe(true);
    expect(box).toHaveAttribute('aria-checked', 'mixed');
  });

  it('keeps a hidden label for screen readers', () => {
    renderWithTheme(
      <Checkbox label="Seleccionar comentario 7" hideLabel checked={false} onChange={() => {}} />,
    );

    expect(screen.getByRole('checkbox', { name: 'Seleccionar comentario 7' })).toBeInTheDocument();
  });

  it('ignores clicks while disabled', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Checkbox label="Todos" checked={false} disabled onChange={onChange} />);

    await userEvent.click(screen.getByRole('checkbox'));

    expect(onChange).not.toHaveBeenCalled();
  });
});
