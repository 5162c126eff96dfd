/** How big a workbook may be: it is unpacked and read whole, unlike a CSV file. */
export interface WorkbookLimits {
  /** The file's size, in bytes. */
  maxBytes: number;
  /** What its parts add up to unpacked, in bytes, as the archive declares. */
  maxUnpackedBytes: number;
  /** The rows of the sheet read, the header and blank rows included. */
  maxRows: number;
}

export const MEGABYTE = 1024 * 1024;

/**
 * Enough for 100,000 comments of a few hundred characters (about 8 MB packed, 40 MB unpacked)
 * with room to spare, and little enough for a browser to hold unpacked; a bigger export goes in
 * as CSV, which is read in chunks. Kept apart from the parser so the screen's texts can state
 * them without loading SheetJS.
 */
export const WORKBOOK_LIMITS: WorkbookLimits = {
  maxBytes: 20 * MEGABYTE,
  maxUnpackedBytes: 200 * MEGABYTE,
  maxRows: 100_000,
};
