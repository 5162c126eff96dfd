import { type ObjectionsOverview, codeText } from '@replica/api-client';
import {
  DataTable,
  EmptyState,
  ErrorPanel,
  LoadingState,
  TableCaption,
  TableScroll,
  formatCount,
  formatPercent,
  useLanguage,
  useTexts,
} from '@replica/ui';
import styled from 'styled-components';
import { inicioTexts } from './texts';
import { useApiQuery } from '@replica/api-client/react';

const Share = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`;

function Cells({ row, tags }: { row: ObjectionsOverview['overall']; tags: readonly string[] }) {
  const byTag = new Map(row.distribution.map((share) => [share.objection_tag, share]));
  return (
    <>
      {tags.map((tag) => {
        const share = byTag.get(tag);
        return (
          <td key={tag}>
            {formatCount(share?.count ?? 0)}
            <Share>{formatPercent((share?.percentage ?? 0) / 100)}</Share>
          </td>
        );
      })}
      <td>{formatCount(row.total)}</td>
    </>
  );
}

/**
 * The Objeciones tab: every industry's analysed comments split across objection tags, count and
 * share of that industry's total, with all industries together in the last row. Tags are ordered
 * by how often they occur overall.
 */
export function ObjectionsPanel() {
  const t = useTexts(inicioTexts);
  const [language] = useLanguage();
  const overview = useApiQuery('objectionsOverview');
  // Asking again after a failure shows loading, as the first time.
  if (overview.isError && !overview.isFetching) {
    return (
      <ErrorPanel
        title={t.objections.failed}
        message={codeText(overview.error, language)}
        onRetry={() => void overview.refetch()}
        retryLabel={t.retry}
      />
    );
  }
  if (overview.data === undefined) return <LoadingState label={t.objections.loading} />;
  const { industries, overall } = overview.data;
  if (industries.length === 0) return <EmptyState title={t.objections.empty} />;
  const tags = overall.distribution.map((share) => share.objection_tag);
  return (
    <TableScroll>
      <DataTable $size="sm" $figures data-testid="objections-overview">
        <TableCaption>{t.objections.caption}</TableCaption>
        <thead>
          <tr>
            <th scope="col">{t.objections.industry}</th>
            {tags.map((tag) => (
              <th scope="col" key={tag}>
                {tag}
              </th>
            ))}
            <th scope="col">{t.objections.total}</th>
          </tr>
        </thead>
        <tbody>
          {industries.map((row) => (
            <tr key={row.industry}>
              <th scope="row">{row.industry}</th>
              <Cells row={row} tags={tags} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.objections.allIndustries}</th>
            <Cells row={overall} tags={tags} />
          </tr>
        </tfoot>
      </DataTable>
    </TableScroll>
  );
}
