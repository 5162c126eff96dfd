import { useEffect, useRef, useState } from 'react';
import { uiTexts } from '../../texts';
import { Button } from '../button/button';
import type { ButtonProps } from '../button/button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** The 'copied' feedback lasts 2 seconds. */
export const COPY_FEEDBACK_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'failed';

export type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'busy'> & {
  /** What goes to the clipboard. */
  text: string;
  /** The button's text at rest, e.g. 'Copiar'. */
  label?: string;
  /** Shown for {@link COPY_FEEDBACK_MS} after a successful copy, e.g. '¡Copiado!'. */
  copiedLabel?: string;
  /** Shown for the same time when the browser refuses the clipboard. */
  failedLabel?: string;
  /** Called after each attempt, with whether the text reached the clipboard. */
  onCopied?: (copied: boolean) => void;
};

/**
 * Copies a text to the clipboard and says so for 2 seconds: the button's text changes, and a
 * polite live region announces it (no status role, so a screen's own status stays unique). When the clipboard is missing or refused (no permission, an
 * insecure page) it shows `failedLabel` for the same time instead of failing silently.
 *
 * @example
 * <CopyButton text={title} label="Copiar" copiedLabel="¡Copiado!" aria-label="Copiar título 3" />
 */
export function CopyButton({
  text,
  label = uiTexts.copy,
  copiedLabel = uiTexts.copied,
  failedLabel = uiTexts.copyFailed,
  onCopied,
  variant = 'secondary',
  size = 'sm',
  ...rest
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(next: CopyState) {
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  }

  async function copy() {
    try {
      // Optional chaining: `navigator.clipboard` is undefined outside secure contexts.
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      show('copied');
      onCopied?.(true);
    } catch {
      show('failed');
      onCopied?.(false);
    }
  }

  const shown = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label;
  return (
    <>
      <Button
        type="button"
        variant={state === 'failed' ? 'danger' : variant}
        size={size}
        data-state={state}
        {...rest}
        onClick={() => void copy()}
      >
        {shown}
      </Button>
      <VisuallyHidden aria-live="polite">{state === 'idle' ? '' : shown}</VisuallyHidden>
    </>
  );
}
