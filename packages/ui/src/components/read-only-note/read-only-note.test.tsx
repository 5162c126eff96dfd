import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { ReadOnlyNote } from './read-only-note';

describe('ReadOnlyNote', () => {
  it('is a note whose name is its text, without the decorative lock', () => {
    renderWithTheme(
      <ReadOnlyNote>Tu rol (Lector) permite ver los datos, no importarlos.</ReadOnlyNote>,
    );

    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Tu rol (Lector) permite ver los datos, no importarlos.');
    expect(note.querySelector('[aria-hidden="true"]')).toHaveTextContent('🔒');
  });

  it('announces nothing, being no alert or status', () => {
    renderWithTheme(
      <ReadOnlyNote>Your role (Viewer) lets you see the data, not import it.</ReadOnlyNote>,
    );

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
