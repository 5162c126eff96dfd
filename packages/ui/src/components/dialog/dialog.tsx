import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import styled from 'styled-components';

export type DialogProps = {
  /** 'alertdialog' for a question that interrupts (a confirmation), else 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Escape and a click on the backdrop call it, unless the dialog is busy. */
  onCancel: () => void;
  /** The dialog's work is running: Escape and the backdrop do nothing until it ends. */
  busy?: boolean;
  /** What takes focus when the dialog opens (the first field, or the safe choice). */
  initialFocus: RefObject<HTMLElement | null>;
  /** The panel's width on a wide screen; it never overflows a narrow one. */
  width?: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  children: ReactNode;
};

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing.lg};
  background: rgba(15, 17, 23, 0.45);
`;

const Panel = styled.div<{ $width: string }>`
  width: min(${({ $width }) => $width}, 100%);
  padding: ${({ theme }) => theme.spacing.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 20px 40px rgba(16, 24, 40, 0.25);
`;

const FOCUSABLE = [
  'button:not([disabled])',
  'select:not([disabled])',
  'input:not([disabled])',
  'textarea:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * A modal dialog over the page: focus starts on `initialFocus`, Tab and Shift+Tab stay inside,
 * Escape or a click on the backdrop cancels (not while busy), and focus returns where it was when
 * the dialog goes away. Render it only while open.
 *
 * @example
 * {open && (
 *   <Dialog role="alertdialog" aria-labelledby={questionId} initialFocus={cancelRef} onCancel={close}>
 *     <p id={questionId}>¿Seguro que deseas borrar esta idea?</p>
 *     <Button ref={cancelRef} onClick={close}>Cancelar</Button>
 *   </Dialog>
 * )}
 */
export function Dialog({
  role = 'dialog',
  onCancel,
  busy = false,
  initialFocus,
  width = '32rem',
  children,
  ...labels
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement;
    initialFocus.current?.focus();
    return () => {
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus();
    };
  }, [initialFocus]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    // Focus on nothing inside (after a click on the dialog's text) wraps in too, never out.
    const inside = panel.contains(document.activeElement) && document.activeElement !== panel;
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first?.focus();
    }
  }

  // Rendered in place (fixed over the page) rather than portalled, so it inherits the screen's
  // theme and language and stays inside the remote that owns it.
  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        $width={width}
        onKeyDown={onKeyDown}
        {...labels}
      >
        {children}
      </Panel>
    </Backdrop>
  );
}
