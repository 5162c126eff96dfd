import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';

export type TitledSectionProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** The section's heading (an `<h3>`), which also names the section for a screen reader. */
  title: ReactNode;
};

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/**
 * A part of a card under a heading of its own (a form inside a list's card), named by that
 * heading, its parts stacked in one column.
 *
 * @example
 * <TitledSection title="Invitar a alguien">
 *   <InlineForm onSubmit={invite}>…</InlineForm>
 *   <Hint>Un lector ve los reportes.</Hint>
 * </TitledSection>
 */
export function TitledSection({ title, children, ...rest }: TitledSectionProps) {
  const headingId = useId();
  return (
    <Column aria-labelledby={headingId} {...rest}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Column>
  );
}
