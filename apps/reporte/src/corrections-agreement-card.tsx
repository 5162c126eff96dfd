import type { CorrectionsAgreement } from '@replica/api-client';
import { Card, formatCount, formatPercent, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { reporteTexts } from './texts';

const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const percentOf = (value: number | null) => (value === null ? '—' : formatPercent(value / 100));

/**
 * How often the rules analyser agreed with the labels people corrected by hand in this industry:
 * the objection tag's figure first, then emotion and pain point; a hint when there are none.
 */
export function CorrectionsAgreementCard({ agreement }: { agreement: CorrectionsAgreement }) {
  const t = useTexts(reporteTexts).corrections;
  return (
    <Card title={t.title} data-testid="corrections-agreement">
      {agreement.corrections === 0 ? (
        <Muted>{t.empty}</Muted>
      ) : (
        <>
          <Figure>
            {t.agreement(percentOf(agreement.objection_tag))}{' '}
            <span>{t.count(formatCount(agreement.corrections))}</span>
          </Figure>
          <Muted>
            {t.byLabel(percentOf(agreement.emotion), percentOf(agreement.pain_cluster_label))}
          </Muted>
          <Muted>{t.explanation}</Muted>
        </>
      )}
    </Card>
  );
}
