import { ChartColumn, EmptyState, useTexts } from '@replica/ui';
import { Link } from '@replica/ui/router';
import styled from 'styled-components';
import { reporteTexts } from './texts';

const Links = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.lg};
  font-weight: 600;
`;

/** What the report shows for an industry without analysed comments, and how to get some. */
export function NoAnalysisState({ industry }: { industry: string }) {
  const t = useTexts(reporteTexts);
  const query = `?industry=${encodeURIComponent(industry)}`;
  return (
    <EmptyState
      icon={<ChartColumn />}
      title={t.noData}
      description={t.noDataHelp}
      action={
        <Links>
          <Link to={`/ingesta${query}`}>{t.goToIngesta}</Link>
          <Link to={`/opiniones${query}`}>{t.goToOpiniones}</Link>
        </Links>
      }
    />
  );
}
