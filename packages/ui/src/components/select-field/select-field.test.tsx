import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { SelectField } from './select-field';

describe('SelectField', () => {
  it('is named by its label and reports the chosen value', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <SelectField
        label="Separador"
        options={['---', { value: 'single', label: 'Salto de línea' }]}
        onChange={(event) => onChange(event.target.value)}
      />,
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Separador' }), 'single');

    expect(onChange).toHaveBeenCalledWith('single');
    expect(screen.getByRole('option', { name: 'Salto de línea' })).toBeInTheDocument();
  });
});
