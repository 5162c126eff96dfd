import styled from 'styled-components';

/**
 * A short muted paragraph beside a form or a figure: what to type, what a choice means, where a
 * figure comes from.
 *
 * @example
 * <InlineForm onSubmit={invite}>…</InlineForm>
 * <Hint>Un lector ve los reportes; un editor también analiza y genera.</Hint>
 */
export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
