/** How Ingesta's texts, in either language, say a list of file kinds and a size. */
import { formatUpToOneDecimal } from '@replica/ui';
import { MEGABYTE } from './parsing/workbook-limits';

/** `['.csv', '.json', '.xlsx']` → `'.csv, .json o .xlsx'` with `or` = 'o'. */
export const anyOf = (items: readonly string[], or: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)}`;
/** Bytes in megabytes, rounded up to a tenth, so a file just over a cap never reads as at it. */
export const megabytes = (bytes: number) =>
  `${formatUpToOneDecimal(Math.ceil((bytes / MEGABYTE) * 10) / 10)} MB`;
