import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes its value to assistive technology', () => {
    renderWithTheme(<ProgressBar label="Importando" value={250} max={1000} />);

    const bar = screen.getByRole('progressbar', { name: 'Importando' });
    expect(bar).toHaveAttribute('aria-valuenow', '250');
    expect(bar).toHaveAttribute('aria-valuetext', '25%');
  });

  it('clamps values outside the range', () => {
    renderWithTheme(<ProgressBar label="Importando" value={1500} max={1000} />);

    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1000');
  });
});
