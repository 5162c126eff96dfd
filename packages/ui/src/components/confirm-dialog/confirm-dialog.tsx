import { useId, useRef } from 'react';
import styled from 'styled-components';
import { uiTexts } from '../../texts';
import { ActionRow } from '../action-row/action-row';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

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
  /** Why the confirmed work failed; the dialog stays open to try again or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Message = styled.p`
  margin: 0;
`;

const Failure = styled(Banner)`
  margin-top: ${({ theme }) => theme.spacing.md};
`;

const Actions = styled(ActionRow)`
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
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  if (!open) return null;

  return (
    <Dialog
      role="alertdialog"
      aria-labelledby={title ? titleId : messageId}
      aria-describedby={title ? messageId : undefined}
      initialFocus={cancelRef}
      width="28rem"
      busy={busy}
      onCancel={onCancel}
    >
      {title && <Title id={titleId}>{title}</Title>}
      <Message id={messageId}>{message}</Message>
      {error && <Failure tone="error">{error}</Failure>}
      <Actions align="end">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
