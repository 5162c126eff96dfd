import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus-ring';

export type DataTableProps = {
  /** Text size of the whole table; figure grids use 'sm' to fit more columns. */
  $size?: 'sm' | 'md';
  /** 'compact' pads cells less vertically, for long lists and wide grids. */
  $density?: 'regular' | 'compact';
  /** A grid of figures: every cell but the row headers is a right-aligned number that never wraps. */
  $figures?: boolean;
};

const figureGrid = css`
  th,
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  th[scope='row'] {
    text-align: left;
  }
`;

/**
 * A table of counts and shares: full width, ruled rows, totals row (tfoot) in bold. Screens use it
 * with `TableCaption`, `HeaderCell` and `NumericCell`, or as a figure grid (`$figures`).
 *
 * @example
 * <DataTable>
 *   <TableCaption $tone="muted">Comentarios por objeción</TableCaption>
 *   <tbody><tr><th scope="row">precio</th><NumericCell>12</NumericCell></tr></tbody>
 * </DataTable>
 */
export const DataTable = styled.table<DataTableProps>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme, $size = 'md' }) => theme.fontSizes[$size]};

  th,
  td {
    padding: ${({ theme, $density = 'regular' }) =>
      $density === 'compact' ? `${theme.spacing.xs} ${theme.spacing.sm}` : theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  ${({ $figures }) => $figures && figureGrid}
  tfoot th,
  tfoot td {
    font-weight: 600;
  }
`;

/** The caption that names a DataTable: a small muted line, or a bold heading of its own. */
export const TableCaption = styled.caption<{ $tone?: 'muted' | 'heading' }>`
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  text-align: left;
  ${({ theme, $tone = 'muted' }) =>
    $tone === 'muted'
      ? css`
          font-size: ${theme.fontSizes.sm};
          color: ${theme.colors.muted};
        `
      : css`
          font-weight: 600;
        `}
`;

const numeric = css`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

// Doubled class (&&) so a cell's own alignment outranks the table's `th, td` rule.
/** A column or row header of a DataTable; `$numeric` aligns it with the numbers below it. */
export const HeaderCell = styled.th<{ $numeric?: boolean; $muted?: boolean }>`
  && {
    ${({ $numeric }) => $numeric && numeric}
    ${({ theme, $muted }) =>
      $muted &&
      css`
        font-size: ${theme.fontSizes.sm};
        color: ${theme.colors.muted};
      `}
  }
`;

/** A DataTable cell holding a count or share: right-aligned, digits of equal width. */
export const NumericCell = styled.td`
  && {
    ${numeric}
  }
`;

/**
 * Lets a wide DataTable scroll sideways inside its card instead of widening the page. A table
 * without controls of its own needs the box to take the focus (`tabIndex={0}`, a role and a
 * name), so the keyboard scrolls it; the box then shows the focus ring.
 */
export const TableScroll = styled.div`
  overflow-x: auto;
  ${focusRing}
`;
