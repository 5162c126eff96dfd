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

describe('IndustrySelector with + Nueva industria', () => {
  function renderCreating(onCreate: (name: string) => Promise<void>) {
    const onChange = vi.fn();
    renderWithTheme(
      <IndustrySelector
        industries={['sin_clasificar']}
        value="sin_clasificar"
        onChange={onChange}
        onCreate={onCreate}
      />,
    );
    return onChange;
  }

  it('adds the industry typed and selects it', async () => {
    const onCreate = vi.fn(async () => {});
    const onChange = renderCreating(onCreate);

    await userEvent.click(screen.getByRole('button', { name: '+ Nueva industria' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Nombre de la industria' }),
      ' Gimnasios ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

    expect(onCreate).toHaveBeenCalledWith('Gimnasios');
    expect(onChange).toHaveBeenCalledWith('Gimnasios');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a name before adding anything', async () => {
    const onCreate = vi.fn(async () => {});
    renderCreating(onCreate);

    await userEvent.click(screen.getByRole('button', { name: '+ Nueva industria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveTextContent('Escribe un nombre');
  });

  it('keeps the dialog open with the reason when the industry cannot be added', async () => {
    const onChange = renderCreating(async () => {
      throw new Error('Ya existe una industria con ese nombre');
    });

    await userEvent.click(screen.getByRole('button', { name: '+ Nueva industria' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Nombre de la industria' }),
      'Dentistas',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Ya existe una industria con ese nombre')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers no + Nueva industria to a user who cannot add one', () => {
    renderWithTheme(
      <IndustrySelector
        industries={['sin_clasificar']}
        value="sin_clasificar"
        onChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: '+ Nueva industria' })).toBeNull();
  });
});
