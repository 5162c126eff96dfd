import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { uiTexts } from '../../texts';
import { Button } from '../button/button';

export type ConfirmDialogProps = {
  open: boolean;
  /** The question, e.g. '¿Seguro que deseas borrar este comentario?'. */
  message: string;
  /** A short heading above the message; the message alone names the dialog without it. */
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed work is running: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
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

const Panel = styled.div`
  width: min(28rem, 100%);
  padding: ${({ theme }) => theme.spacing.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 20px 40px rgba(16, 24, 40, 0.25);
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Message = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xl};
`;

/**
 * Asks before a destructive action, inside the page (never `window.confirm`). It is a modal
 * alertdialog: focus starts on the safe choice, Tab stays inside, Escape or a click outside
 * cancels, and focus returns to where it was.
 *
 * @example
 * <ConfirmDialog open={pending !== null} message="¿Seguro que deseas borrar esta idea?"
 *   onConfirm={remove} onCancel={() => setPending(null)} />
 */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel = uiTexts.confirm,
  cancelLabel = uiTexts.cancel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement;
    cancelRef.current?.focus();
    return () => {
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus();
    };
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
    if (event.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab both move to the other one.
      event.preventDefault();
      const next =
        document.activeElement === cancelRef.current ? confirmRef.current : cancelRef.current;
      next?.focus();
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
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : messageId}
        aria-describedby={title ? messageId : undefined}
        onKeyDown={onKeyDown}
      >
        {title && <Title id={titleId}>{title}</Title>}
        <Message id={messageId}>{message}</Message>
        <Actions>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant="danger" onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
