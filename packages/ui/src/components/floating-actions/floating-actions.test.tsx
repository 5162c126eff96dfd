import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { FloatingActions } from './floating-actions';

describe('FloatingActions', () => {
  it('names the group and each button by its label, hiding the icons', async () => {
    const openReport = vi.fn();
    renderWithTheme(
      <FloatingActions
        label="Accesos rápidos"
        actions={[
          { id: 'ingesta', label: 'Ir a Ingesta', icon: '📥', onClick: () => {} },
          { id: 'reporte', label: 'Ir a Reporte', icon: '📊', onClick: openReport },
        ]}
      />,
    );

    const group = screen.getByRole('group', { name: 'Accesos rápidos' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Ir a Ingesta' }));
    expect(screen.getByText('📊')).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Ir a Reporte' }));
    expect(openReport).toHaveBeenCalledOnce();
  });

  it('tells whether the popup of a button is open', () => {
    const { rerender } = renderWithTheme(
      <FloatingActions
        label="Accesos rápidos"
        actions={[
          { id: 'buscar', label: 'Buscar', icon: '🔍', onClick: () => {}, expanded: false },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Buscar' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    rerender(
      <FloatingActions
        label="Accesos rápidos"
        actions={[
          {
            id: 'buscar',
            label: 'Buscar',
            icon: '🔍',
            onClick: () => {},
            expanded: true,
            controls: 'dialogo',
          },
        ]}
      />,
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'dialogo');
  });
});
