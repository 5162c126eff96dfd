import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { ChartColumn, Search, Upload } from '../../icons/icons';
import { FloatingActions, floatingActionsClearance } from './floating-actions';

describe('FloatingActions', () => {
  it('names the group and each button by its label, hiding the icons', async () => {
    const openReport = vi.fn();
    renderWithTheme(
      <FloatingActions
        label="Accesos rápidos"
        actions={[
          { id: 'ingesta', label: 'Ir a Ingesta', icon: <Upload />, onClick: () => {} },
          { id: 'reporte', label: 'Ir a Reporte', icon: <ChartColumn />, onClick: openReport },
        ]}
      />,
    );

    const group = screen.getByRole('group', { name: 'Accesos rápidos' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Ir a Ingesta' }));
    const reportIcon = screen.getByRole('button', { name: 'Ir a Reporte' }).querySelector('svg');
    expect(reportIcon).not.toBeNull();
    expect(reportIcon!.closest('[aria-hidden="true"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Ir a Reporte' }));
    expect(openReport).toHaveBeenCalledOnce();
  });

  it('tells whether the popup of a button is open', () => {
    const { rerender } = renderWithTheme(
      <FloatingActions
        label="Accesos rápidos"
        actions={[
          { id: 'buscar', label: 'Buscar', icon: <Search />, onClick: () => {}, expanded: false },
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
            icon: <Search />,
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

  it('says how much room a screen leaves at its bottom for a column of buttons', () => {
    expect(floatingActionsClearance(4)).toBe('calc(4 * 3rem + 3 * 8px + 24px + 16px)');
    expect(floatingActionsClearance(1)).toBe('calc(1 * 3rem + 0 * 8px + 24px + 16px)');
  });
});
