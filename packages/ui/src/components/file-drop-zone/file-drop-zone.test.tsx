import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { FileDropZone } from './file-drop-zone';

const csv = () => new File(['comment\nEs demasiado caro\n'], 'datos.csv', { type: 'text/csv' });

function renderZone(props: Partial<Parameters<typeof FileDropZone>[0]> = {}) {
  const onFile = vi.fn();
  renderWithTheme(
    <FileDropZone
      label="Archivo"
      buttonLabel="Elegir archivo"
      accept=".csv"
      onFile={onFile}
      {...props}
    >
      Arrastra un archivo aquí
    </FileDropZone>,
  );
  return onFile;
}

describe('FileDropZone', () => {
  it('is a named group with a keyboard-reachable button that opens the picker', async () => {
    renderZone();
    const input = screen.getByLabelText('Archivo', { selector: 'input' });
    const click = vi.spyOn(input, 'click');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(click).toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Archivo' })).toHaveTextContent(
      'Arrastra un archivo aquí',
    );
    expect(input).toHaveAttribute('accept', '.csv');
  });

  it('reports a picked file', async () => {
    const onFile = renderZone();
    const file = csv();
    await userEvent.upload(screen.getByLabelText('Archivo', { selector: 'input' }), file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('reports a dropped file and highlights while dragging', () => {
    const onFile = renderZone();
    const area = screen.getByRole('group', { name: 'Archivo' });
    const file = csv();

    fireEvent.dragOver(area, { dataTransfer: { files: [file], dropEffect: 'none' } });
    fireEvent.drop(area, { dataTransfer: { files: [file] } });

    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('ignores drops and disables the button when disabled', () => {
    const onFile = renderZone({ disabled: true });
    fireEvent.drop(screen.getByRole('group', { name: 'Archivo' }), {
      dataTransfer: { files: [csv()] },
    });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeDisabled();
  });
});
