import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Lightbulb } from '../../icons/icons';
import { theme } from '../../theme/theme';
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

  it('draws its icon as an SVG hidden from assistive technology', () => {
    renderWithTheme(<EmptyState icon={<Lightbulb />} title="Sin ideas" />);

    const icon = screen.getByRole('status').querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/^Sin ideas$/);
  });

  it('colours its links with the theme, not the browser default', () => {
    renderWithTheme(<EmptyState title="Sin datos" action={<a href="#/ingesta">Ir a Ingesta</a>} />);

    expect(screen.getByRole('link', { name: 'Ir a Ingesta' })).toHaveStyle({
      color: theme.colors.primary,
    });
  });
});
