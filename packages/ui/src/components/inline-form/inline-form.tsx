import styled from 'styled-components';

/**
 * A short form on one row: its first field takes the room left, the other fields and the button
 * follow at their own width, bottoms aligned so the button sits level with the inputs under their
 * labels. On a narrow screen the row wraps.
 *
 * @example
 * <InlineForm onSubmit={invite}>
 *   <TextField label="Correo electrónico" type="email" />
 *   <SelectField label="Rol" options={roles} />
 *   <Button type="submit">Invitar</Button>
 * </InlineForm>
 */
export const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
  & > :first-child {
    flex: 1 1 18rem;
  }
`;
