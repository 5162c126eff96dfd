import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('is an alert with its title and message', () => {
    renderWithTheme(<ErrorPanel title="No se pudo cargar" message="Sin conexión" />);

    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('No se pudo cargar');
    expect(panel).toHaveTextContent('Sin conexión');
  });

  it('calls onRetry from a "Reintentar" button', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorPanel title="No se pudo cargar" onRetry={onRetry} />);

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('uses a custom retry label', () => {
    renderWithTheme(<ErrorPanel title="Could not load" onRetry={() => {}} retryLabel="Retry" />);

    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('has no retry button without onRetry', () => {
    renderWithTheme(<ErrorPanel title="No se pudo cargar" />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
