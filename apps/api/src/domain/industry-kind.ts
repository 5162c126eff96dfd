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
