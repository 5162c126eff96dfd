import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  it('says "Cargando..." by default, as a status', () => {
    renderWithTheme(<LoadingState />);

    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });

  it('shows a custom label', () => {
    renderWithTheme(<LoadingState label="Loading..." />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
