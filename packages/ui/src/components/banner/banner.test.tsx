import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { Banner } from './banner';

describe('Banner', () => {
  it('announces errors with role alert', () => {
    renderWithTheme(<Banner tone="error">Error al borrar</Banner>);

    expect(screen.getByRole('alert')).toHaveTextContent('Error al borrar');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['success', 'warning', 'info'] as const)('uses role status for %s', (tone) => {
    renderWithTheme(<Banner tone={tone}>Importados: 3</Banner>);

    expect(screen.getByRole('status')).toHaveTextContent('Importados: 3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls onClose from the "Cerrar" button', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Banner tone="error" onClose={onClose}>
        Error al procesar archivo
      </Banner>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no close button without onClose', () => {
    renderWithTheme(<Banner tone="success">Listo</Banner>);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
