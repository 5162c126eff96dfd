import type { Report } from '@replica/api-client';
import { Badge, Disclosure, formatPercent, useTexts } from '@replica/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import { reporteTexts } from './texts';

type FiveWhysExample = Report['fiveWhys'][number];

const Examples = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Example = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Quote = styled.blockquote`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.muted};
`;

const Whys = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const RootCause = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

function whysOf(example: FiveWhysExample) {
  return [example.why1, example.why2, example.why3, example.why4, example.why5];
}

/** The collapsible five-whys examples (closed at first, up to 3). */
export function FiveWhysSection({ examples }: { examples: Report['fiveWhys'] }) {
  const t = useTexts(reporteTexts);
  return (
    <Disclosure title={t.fiveWhys}>
      {examples.length === 0 ? (
        <p>{t.noFiveWhys}</p>
      ) : (
        <Examples>
          {examples.map((example) => (
            <Example key={example.comment_id} aria-label={example.objection_tag}>
              <Tags>
                <Badge tone="primary">{example.objection_tag}</Badge>
                <Badge tone="info">
                  {t.emotion}: {example.emotion}
                </Badge>
                <Badge tone="danger">
                  {t.realScore}: {formatPercent(example.real_score)}
                </Badge>
                <Badge>
                  {t.painCluster}: {example.pain_cluster_label}
                </Badge>
              </Tags>
              <Quote>“{example.text}”</Quote>
              <Whys>
                {whysOf(example).map((why, index) => (
                  <Fragment key={index}>
                    <dt>{t.why(index + 1)}</dt>
                    <dd>{why}</dd>
                  </Fragment>
                ))}
              </Whys>
              <RootCause>
                <strong>{t.rootCause}:</strong> {example.root_cause}
              </RootCause>
            </Example>
          ))}
        </Examples>
      )}
    </Disclosure>
  );
}
