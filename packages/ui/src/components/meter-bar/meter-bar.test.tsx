import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { MeterBar } from './meter-bar';

describe('MeterBar', () => {
  it('exposes the share as a named meter in percent', () => {
    renderWithTheme(<MeterBar label="Precio alto" value={0.834} />);

    const meter = screen.getByRole('meter', { name: 'Precio alto' });
    expect(meter).toHaveAttribute('aria-valuenow', '83');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuetext', '83%');
    expect(screen.getByText('83%')).toBeInTheDocument();
  });

  it('shows the given detail instead of the percent', () => {
    renderWithTheme(<MeterBar label="Precio alto" value={0.5} detail="50% · 12" />);

    expect(screen.getByText('50% · 12')).toBeInTheDocument();
  });

  it('clamps values outside 0..1', () => {
    renderWithTheme(
      <>
        <MeterBar label="alto" value={1.7} />
        <MeterBar label="bajo" value={-0.2} />
      </>,
    );

    expect(screen.getByRole('meter', { name: 'alto' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('meter', { name: 'bajo' })).toHaveAttribute('aria-valuenow', '0');
  });
});
