import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { renderWithTheme } from '../../test/render-with-theme';
import { FormDialog, type FormDialogProps } from './form-dialog';

type Callbacks = Pick<FormDialogProps, 'onSubmit' | 'onCancel'>;

function Example({
  busy = false,
  noValidate,
  onSubmit,
  onCancel,
}: Callbacks & { busy?: boolean; noValidate?: boolean }) {
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      title="Corregir comentario"
      description="La etiqueta que el análisis no acertó."
      initialFocus={fieldRef}
      busy={busy}
      error={null}
      submitLabel="Guardar"
      cancelLabel="Cancelar"
      noValidate={noValidate}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <input ref={fieldRef} aria-label="Grupo de dolor" required />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('submits once the browser accepts the fields, without reloading the page', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<Example onSubmit={onSubmit} onCancel={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Grupo de dolor' }), 'precio{Enter}');

    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('leaves the checks to the page with noValidate', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<Example noValidate onSubmit={onSubmit} onCancel={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('cancels with its Cancel button, which never submits', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(<Example noValidate onSubmit={onSubmit} onCancel={onCancel} />);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('waits while saving: Escape and Cancel do nothing', async () => {
    const onCancel = vi.fn();
    renderWithTheme(<Example busy onSubmit={vi.fn()} onCancel={onCancel} />);

    await userEvent.keyboard('{Escape}');

    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
