import type { PreviewItem } from '@replica/api-client';
import { DataTable, HeaderCell, TableCaption, TableScroll, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { ingestaTexts } from '../texts';

/** Long values stay on a few lines: the table is for recognising fields, not reading reviews. */
const Value = styled.td`
  max-width: 16rem;
  overflow-wrap: anywhere;
  vertical-align: top;
`;

export interface ItemFieldsTableProps {
  fieldPaths: readonly string[];
  items: readonly PreviewItem[];
}

/**
 * A run's first items as they are: one row per field found (dotted paths for nested ones), one
 * column per item, so the user sees which field holds what before choosing.
 */
export function ItemFieldsTable({ fieldPaths, items }: ItemFieldsTableProps) {
  const t = useTexts(ingestaTexts).scraping.fields;
  return (
    <TableScroll>
      <DataTable $size="sm" $density="compact">
        <TableCaption>{t.itemsTitle(items.length)}</TableCaption>
        <thead>
          <tr>
            <HeaderCell scope="col">{t.field}</HeaderCell>
            {items.map((_, index) => (
              <HeaderCell scope="col" key={index}>
                {t.item(index + 1)}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {fieldPaths.map((path) => (
            <tr key={path}>
              <th scope="row">
                <code>{path}</code>
              </th>
              {items.map((item, index) => (
                <Value key={index}>{item.values[path] ?? ''}</Value>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
