import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('associates its <label> with the textarea and takes several lines', async () => {
    renderWithTheme(<TextAreaField label="Comentarios" required />);

    const textarea = screen.getByRole('textbox', { name: 'Comentarios' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeRequired();
    await userEvent.type(textarea, 'uno{enter}dos');
    expect(textarea).toHaveValue('uno\ndos');
  });

  it('shows the error under the field and marks the textarea invalid', () => {
    renderWithTheme(<TextAreaField label="Texto" error="El texto es requerido" />);

    const textarea = screen.getByLabelText('Texto');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('El texto es requerido');
  });

  it('keeps a caller description next to the error', () => {
    renderWithTheme(
      <>
        <p id="hint">Separa los comentarios con ---</p>
        <TextAreaField label="Texto" aria-describedby="hint" error="Vacío" />
      </>,
    );

    expect(screen.getByLabelText('Texto')).toHaveAccessibleDescription(
      'Separa los comentarios con --- Vacío',
    );
  });

  it('is valid and undescribed without an error, and forwards its ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithTheme(<TextAreaField label="Texto" ref={ref} />);

    const textarea = screen.getByLabelText('Texto');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
    expect(ref.current).toBe(textarea);
  });
});
