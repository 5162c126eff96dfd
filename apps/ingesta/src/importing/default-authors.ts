/** Authors stored for comments that name none (spec §7): files and pasted bulk text. */
export const FILE_AUTHOR = 'Importado';
export const BULK_AUTHOR = 'Múltiple';
