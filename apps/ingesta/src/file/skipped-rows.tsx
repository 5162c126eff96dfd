import { useTexts } from '@replica/ui';
import styled from 'styled-components';
import { Muted } from '../layout';
import type { SkippedRows } from '../parsing/parse-outcome';
import { ingestaTexts } from '../texts';

const List = styled.ul`
  margin: ${({ theme }) => `${theme.spacing.sm} 0 0`};
  padding-left: ${({ theme }) => theme.spacing.xl};
  overflow-wrap: anywhere;
`;

/**
 * The rows (or JSON items) left out of an import for a value over the limit, each with its
 * number, its column and its length; nothing when none was.
 */
export function SkippedRowList({ skipped }: { skipped: SkippedRows }) {
  const t = useTexts(ingestaTexts).file;
  const place = skipped.listed[0]?.place;
  if (skipped.total === 0 || !place) return null;
  const title = t.skippedTitle(skipped.total, place);
  const more = skipped.total - skipped.listed.length;
  return (
    <section aria-label={title}>
      <Muted>{title}</Muted>
      <List>
        {skipped.listed.map((row) => (
          <li key={row.number}>{t.skippedRow(row)}</li>
        ))}
      </List>
      {more > 0 && <Muted>{t.skippedMore(more)}</Muted>}
    </section>
  );
}
