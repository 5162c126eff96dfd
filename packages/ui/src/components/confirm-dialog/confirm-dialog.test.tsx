import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { ConfirmDialog } from './confirm-dialog';

const message = '¿Seguro que deseas borrar esta idea?';

describe('ConfirmDialog', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(
      <ConfirmDialog open={false} message={message} onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is a modal alertdialog named by its question, focused on Cancelar', () => {
    renderWithTheme(
      <ConfirmDialog open message={message} onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );

    const dialog = screen.getByRole('alertdialog', { name: message });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('confirms with the Borrar button', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(
      <ConfirmDialog open message={message} onConfirm={onConfirm} onCancel={vi.fn()} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Borrar' }));

    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cancels with Escape and keeps Tab inside', async () => {
    const onCancel = vi.fn();
    renderWithTheme(
      <ConfirmDialog open message={message} onConfirm={vi.fn()} onCancel={onCancel} />,
    );

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Borrar' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('returns focus to the button that opened it', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = renderWithTheme(
      <ConfirmDialog open message={message} onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );

    rerender(
      <ConfirmDialog open={false} message={message} onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );

    expect(opener).toHaveFocus();
    opener.remove();
  });
});
