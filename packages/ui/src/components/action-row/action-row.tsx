import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export type ActionRowProps = ComponentPropsWithRef<'div'> & {
  /** 'end' puts the buttons on the right, as a dialog's; 'start' (default) on the left. */
  align?: 'start' | 'end';
};

const Row = styled.div<{ $align: 'start' | 'end' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $align }) => ($align === 'end' ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.spacing.sm};
`;

/**
 * A row of buttons (or other controls), wrapping onto more rows when the screen is too narrow.
 *
 * @example
 * <ActionRow align="end">
 *   <Button variant="secondary" onClick={close}>Cancelar</Button>
 *   <Button type="submit">Guardar</Button>
 * </ActionRow>
 */
export function ActionRow({ align = 'start', ...rest }: ActionRowProps) {
  return <Row $align={align} {...rest} />;
}
