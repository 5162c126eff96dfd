import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { languageAtom } from '../../i18n/language';
import { renderWithTheme } from '../../test/render-with-theme';
import { JobProgress } from './job-progress';

afterEach(() => {
  act(() => getDefaultStore().set(languageAtom, 'es'));
  localStorage.clear();
});

const running = {
  label: 'Analizando pendientes',
  done: 1234,
  total: 20000,
  etaSeconds: 180,
  byModel: 800,
  byRules: 434,
};

describe('JobProgress', () => {
  it('shows done of total, the time left and the split in a polite live region', () => {
    renderWithTheme(<JobProgress {...running} />);

    const bar = screen.getByRole('progressbar', { name: 'Analizando pendientes' });
    expect(bar).toHaveAttribute('aria-valuenow', '1234');
    expect(bar).toHaveAttribute('aria-valuemax', '20000');
    const status = screen.getByText(/1,234 de 20,000/);
    expect(status).toHaveTextContent('1,234 de 20,000 · ≈ 3 min restantes · IA: 800 · Reglas: 434');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('says why the rules analysed comments meant for the model, the most frequent first', () => {
    renderWithTheme(
      <JobProgress
        {...running}
        fallbacks={{
          'respuesta cortada (límite de tokens)': 25,
          'límite de la cuenta del proveedor (HTTP 429)': 400,
        }}
      />,
    );

    expect(
      screen.getByText(
        'Por reglas porque el modelo falló: 425 (límite de la cuenta del proveedor (HTTP 429): 400; respuesta cortada (límite de tokens): 25)',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the time left while it is unknown, nor of a split not given', () => {
    renderWithTheme(<JobProgress label="Importando" done={5} total={10} etaSeconds={null} />);

    expect(screen.getByText('5 de 10')).toBeInTheDocument();
    expect(screen.queryByText(/restantes|IA:|el modelo falló/)).not.toBeInTheDocument();
  });

  it('says under a minute rather than zero minutes', () => {
    renderWithTheme(<JobProgress {...running} etaSeconds={20} />);

    expect(screen.getByText(/menos de 1 min restante/)).toBeInTheDocument();
  });

  it('says it is in progress while the total is unknown', () => {
    renderWithTheme(<JobProgress label="Reclasificando" done={0} total={0} />);

    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'En curso…');
  });

  it('offers no cancel without onCancel', () => {
    renderWithTheme(<JobProgress {...running} />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks before cancelling, and cancels only when confirmed', async () => {
    const onCancel = vi.fn();
    renderWithTheme(<JobProgress {...running} onCancel={onCancel} />);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('alertdialog', {
      name: '¿Cancelar este trabajo? Lo ya procesado se conserva.',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));

    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('waits while the cancel is on its way', () => {
    renderWithTheme(<JobProgress {...running} onCancel={vi.fn()} cancelling />);

    expect(screen.getByRole('button', { name: 'Cancelando...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('speaks English when the shared language is English', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    renderWithTheme(<JobProgress {...running} onCancel={vi.fn()} />);

    expect(
      screen.getByText('1,234 of 20,000 · ≈ 3 min left · AI: 800 · Rules: 434'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Keep going' })).toHaveFocus();
  });
});
