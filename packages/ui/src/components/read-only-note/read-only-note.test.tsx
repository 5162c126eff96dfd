import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { theme } from '../../theme/theme';
import { ReadOnlyNote } from './read-only-note';

describe('ReadOnlyNote', () => {
  it('is a note whose name is its text, without the decorative lock', () => {
    renderWithTheme(
      <ReadOnlyNote>Tu rol (Lector) permite ver los datos, no importarlos.</ReadOnlyNote>,
    );

    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Tu rol (Lector) permite ver los datos, no importarlos.');
    expect(note.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces nothing, being no alert or status', () => {
    renderWithTheme(
      <ReadOnlyNote>Your role (Viewer) lets you see the data, not import it.</ReadOnlyNote>,
    );

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('colours a link inside with the theme, not the browser default', () => {
    renderWithTheme(
      <ReadOnlyNote>
        Tu rol (Lector) no genera packs. <a href="#/templates">Ver ideas</a>
      </ReadOnlyNote>,
    );

    expect(screen.getByRole('link', { name: 'Ver ideas' })).toHaveStyle({
      color: theme.colors.primary,
    });
  });
});
