import { useId, useRef, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring';
import { visuallyHidden } from '../visually-hidden/visually-hidden';

export type FileDropZoneProps = {
  /** Accessible name of the drop area and of the file input, e.g. 'Archivo de comentarios'. */
  label: string;
  /** Text of the button that opens the file picker, e.g. 'Elegir archivo'. */
  buttonLabel: string;
  /** Visible instructions, e.g. 'Arrastra un archivo CSV o JSON aquí'. */
  children?: ReactNode;
  /** The input's `accept`, e.g. '.csv,.json'; a hint for the picker, not a check. */
  accept?: string;
  disabled?: boolean;
  /** Called with the first file dropped or picked. */
  onFile: (file: File) => void;
  className?: string;
};

const Area = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.xl}`};
  border: 2px dashed
    ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  transition:
    border-color 120ms ease-out,
    background 120ms ease-out;

  &[aria-disabled='true'] {
    opacity: 0.6;
  }
`;

const PickButton = styled.button`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

// Kept in the page (not display:none) so assistive tech and test drivers can still reach it.
const HiddenInput = styled.input`
  ${visuallyHidden}
`;

/**
 * A drop area for one file with a button that opens the picker, so the keyboard (Tab, Enter or
 * Space on the button) does everything a mouse drag does.
 *
 * @example
 * <FileDropZone label="Archivo" buttonLabel="Elegir archivo" accept=".csv,.json" onFile={parse}>
 *   Arrastra un archivo CSV o JSON aquí
 * </FileDropZone>
 */
export function FileDropZone({
  label,
  buttonLabel,
  children,
  accept,
  disabled = false,
  onFile,
  className,
}: FileDropZoneProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);

  function onDragOver(event: DragEvent) {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setActive(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setActive(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <Area
      role="group"
      aria-label={label}
      aria-disabled={disabled || undefined}
      $active={active}
      className={className}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setActive(false)}
      onDrop={onDrop}
    >
      {children}
      <PickButton
        type="button"
        disabled={disabled}
        aria-controls={inputId}
        onClick={() => inputRef.current?.click()}
      >
        {buttonLabel}
      </PickButton>
      <HiddenInput
        ref={inputRef}
        id={inputId}
        type="file"
        aria-label={label}
        tabIndex={-1}
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so picking the same file again still reports it.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Area>
  );
}
