import type { PreviewItem } from '@replica/api-client';
import {
  DataTable,
  HeaderCell,
  TableCaption,
  TableScroll,
  useLanguage,
  useTexts,
} from '@replica/ui';
import styled from 'styled-components';
import { ingestaTexts } from '../texts';

const Skipped = styled.td`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

/** The previewed items as the import would store them: text, author, date and id, or why not. */
export function MappedPreviewTable({ items }: { items: readonly PreviewItem[] }) {
  const t = useTexts(ingestaTexts).scraping.fields;
  const [language] = useLanguage();
  const formatDate = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(language === 'es' ? 'es-ES' : 'en-US') : '—';
  return (
    <TableScroll>
      <DataTable $size="sm" $density="compact" aria-label={t.mappedTitle}>
        <TableCaption $tone="heading">{t.mappedTitle}</TableCaption>
        <thead>
          <tr>
            <HeaderCell scope="col">#</HeaderCell>
            <HeaderCell scope="col">{t.keys.text}</HeaderCell>
            <HeaderCell scope="col">{t.keys.author}</HeaderCell>
            <HeaderCell scope="col">{t.keys.date}</HeaderCell>
            <HeaderCell scope="col">{t.keys.id}</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              {item.comment ? (
                <>
                  <td>{item.comment.text}</td>
                  <td>{item.comment.author ?? '—'}</td>
                  <td>{formatDate(item.comment.date)}</td>
                  <td>
                    <code>{item.comment.id}</code>
                  </td>
                </>
              ) : (
                <Skipped colSpan={4}>
                  {t.skipped}: {item.skipped ? t.skipReasons[item.skipped] : '—'}
                </Skipped>
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
