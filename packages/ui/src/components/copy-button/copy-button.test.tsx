import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { COPY_FEEDBACK_MS, CopyButton } from './copy-button';

const writeText = vi.fn<(text: string) => Promise<void>>();

/** Clicks and lets the clipboard promise settle, with fake timers running. */
async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies its text and shows "¡Copiado!" for exactly 2 seconds', async () => {
    renderWithTheme(<CopyButton text="15 títulos" />);
    const button = screen.getByRole('button', { name: 'Copiar' });

    await click(button);
    expect(writeText).toHaveBeenCalledWith('15 títulos');
    expect(button).toHaveTextContent('¡Copiado!');
    expect(button).toHaveAttribute('data-state', 'copied');

    act(() => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1);
    });
    expect(button).toHaveTextContent('¡Copiado!');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button).toHaveTextContent('Copiar');
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(COPY_FEEDBACK_MS).toBe(2_000);
  });

  it('announces the copy in a polite live region', async () => {
    const { container } = renderWithTheme(<CopyButton text="hook" />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');

    await click(screen.getByRole('button'));
    expect(live).toHaveTextContent('¡Copiado!');

    act(() => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS);
    });
    expect(live).toHaveTextContent('');
  });

  it('restarts the 2 seconds when clicked again', async () => {
    renderWithTheme(<CopyButton text="bullet" />);
    const button = screen.getByRole('button');

    await click(button);
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    await click(button);
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(button).toHaveTextContent('¡Copiado!');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(button).toHaveTextContent('Copiar');
  });

  it('says so for 2 seconds when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const onCopied = vi.fn();
    renderWithTheme(<CopyButton text="post" onCopied={onCopied} />);
    const button = screen.getByRole('button');

    await click(button);
    expect(button).toHaveTextContent('No se pudo copiar');
    expect(button).toHaveAttribute('data-state', 'failed');
    expect(onCopied).toHaveBeenCalledWith(false);

    act(() => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS);
    });
    expect(button).toHaveTextContent('Copiar');
  });

  it('fails gracefully where there is no clipboard at all', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderWithTheme(<CopyButton text="post" />);

    await click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('No se pudo copiar');
  });

  it('takes its texts and accessible name from props (English)', async () => {
    renderWithTheme(
      <CopyButton text="x" label="Copy" copiedLabel="Copied!" aria-label="Copy title 1" />,
    );
    const button = screen.getByRole('button', { name: 'Copy title 1' });
    expect(button).toHaveTextContent('Copy');

    await click(button);
    expect(button).toHaveTextContent('Copied!');
  });

  it('is a native button, so Enter and Space copy', async () => {
    vi.useRealTimers();
    const { default: userEvent } = await import('@testing-library/user-event');
    renderWithTheme(<CopyButton text="teclado" />);

    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('teclado');
  });
});
