/** Authors stored for comments that name none: files and pasted bulk text. */
export const FILE_AUTHOR = 'Importado';
export const BULK_AUTHOR = 'Múltiple';
