import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus-ring';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Work in progress: the button does nothing when pressed, says so (aria-disabled, aria-busy)
   * and shows a spinner, but keeps the focus it has (a disabled button would drop it).
   */
  busy?: boolean;
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onSolid};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onSolid};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
};

// Busy is work in progress, not an unavailable action: its label stays readable.
const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 500;
  line-height: 1.25;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    opacity 120ms ease;
  padding: ${({ $size, theme }) =>
    $size === 'sm'
      ? `${theme.spacing.xs} ${theme.spacing.md}`
      : `${theme.spacing.sm} ${theme.spacing.lg}`};
  font-size: ${({ $size, theme }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  ${({ $variant }) => variants[$variant]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

/**
 * The app's button; accepts every native button prop, including `ref` and `type`
 * (native default: submit inside a form).
 *
 * @example
 * <Button type="submit" busy={pending}>{pending ? 'Procesando...' : 'Iniciar sesión'}</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      $variant={variant}
      $size={size}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      // A busy submit button is not pressed again: no second call, no second submission.
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {busy && <Spinner />}
      {children}
    </StyledButton>
  );
}
