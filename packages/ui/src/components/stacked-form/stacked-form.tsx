import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export type StackedFormProps = ComponentPropsWithRef<'form'> & {
  /** The space between its parts: 'md' (default), or 'lg' for a page that is one form. */
  gap?: 'md' | 'lg';
  /** Caps its width on a wide screen (e.g. '28rem' for a few short fields); else full width. */
  maxWidth?: string;
};

const Column = styled.form<{ $gap: 'md' | 'lg'; $maxWidth: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.spacing[$gap]};
  max-width: ${({ $maxWidth }) => $maxWidth};
`;

/**
 * A form whose fields, notes and buttons stack in one column. Any native form prop (onSubmit,
 * noValidate, aria-label) goes to the `<form>`.
 *
 * @example
 * <StackedForm maxWidth="28rem" onSubmit={save}>
 *   <TextField label="Contraseña actual" type="password" />
 *   <ActionRow><Button type="submit">Guardar</Button></ActionRow>
 * </StackedForm>
 */
export function StackedForm({ gap = 'md', maxWidth = 'none', ...rest }: StackedFormProps) {
  return <Column $gap={gap} $maxWidth={maxWidth} {...rest} />;
}
