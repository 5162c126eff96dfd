import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('announces its title and offers its action', () => {
    renderWithTheme(
      <EmptyState
        title="Sin ideas"
        description="Genera algunas"
        action={<Button>Generar Ideas</Button>}
      />,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Sin ideasGenera algunas');
    expect(screen.getByRole('button', { name: 'Generar Ideas' })).toBeInTheDocument();
  });
});
