import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { Badge } from '../badge/badge';
import { MetricCard } from './metric-card';

describe('MetricCard', () => {
  it('is a group named by its label when it does nothing on click', () => {
    renderWithTheme(<MetricCard label="Industrias" value="8" />);

    const group = screen.getByRole('group', { name: 'Industrias' });
    expect(group).toHaveTextContent('8');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows its badge', () => {
    renderWithTheme(
      <MetricCard
        label="Objeciones hoy"
        value="+3"
        badge={<Badge tone="warning">Pendiente análisis</Badge>}
      />,
    );

    expect(screen.getByRole('group', { name: 'Objeciones hoy' })).toHaveTextContent(
      '+3Pendiente análisis',
    );
  });

  it('is a button named by label and value when clickable, also from the keyboard', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <MetricCard label="Opiniones" value="1,234" hint="Abrir opiniones" onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Opiniones 1,234' });
    expect(button).toHaveAccessibleDescription('Abrir opiniones');

    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');

    expect(onClick).toHaveBeenCalledTimes(2);
  });
});

describe('MetricCard caption', () => {
  it('says what the figure counts, describing the button without joining its name', () => {
    renderWithTheme(
      <MetricCard label="Opiniones" value="12" caption="comentarios guardados" onClick={vi.fn()} />,
    );
    const button = screen.getByRole('button', { name: 'Opiniones 12' });
    expect(button).toHaveAccessibleDescription('comentarios guardados');
    expect(screen.getByText('comentarios guardados')).toBeVisible();
  });
});
