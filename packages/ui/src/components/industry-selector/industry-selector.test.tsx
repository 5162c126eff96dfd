import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { IndustrySelector } from './industry-selector';

describe('IndustrySelector', () => {
  it('offers the industries and reports the chosen one', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <IndustrySelector
        industries={['sin_clasificar', 'Marca Personal']}
        value="sin_clasificar"
        onChange={onChange}
      />,
    );

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Industria' }),
      'Marca Personal',
    );

    expect(onChange).toHaveBeenCalledWith('Marca Personal');
  });

  it('keeps a preselected industry that is not in the list', () => {
    renderWithTheme(
      <IndustrySelector industries={['sin_clasificar']} value="Dentistas" onChange={vi.fn()} />,
    );

    expect(screen.getByRole('combobox', { name: 'Industria' })).toHaveValue('Dentistas');
  });
});
