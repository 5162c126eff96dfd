import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text', () => {
    renderWithTheme(<Badge tone="warning">Pendiente análisis</Badge>);

    expect(screen.getByText('Pendiente análisis')).toBeVisible();
  });
});
