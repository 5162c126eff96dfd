/** The seven industries the product knows by name, and any other a user creates. */
export type IndustryKind =
  | 'estetica'
  | 'credito'
  | 'inmigracion'
  | 'impuestos'
  | 'marca'
  | 'ajustes'
  | 'estudios'
  | 'generica';

/**
 * Whether a business of `kind` pays its customers to take part (a clinical study): no price is
 * theirs to pay, and copy and whys speak of compensation instead.
 */
export function paysParticipants(kind: IndustryKind | undefined): boolean {
  return kind === 'estudios';
}
