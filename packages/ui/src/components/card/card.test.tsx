import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its title', () => {
    renderWithTheme(<Card title="Top Pain Points">Contenido</Card>);

    expect(screen.getByRole('region', { name: 'Top Pain Points' })).toHaveTextContent('Contenido');
  });

  it('renders without a title', () => {
    renderWithTheme(<Card>Contenido</Card>);

    expect(screen.getByText('Contenido')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
