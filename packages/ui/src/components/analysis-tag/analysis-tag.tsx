import styled from 'styled-components';
import { formatPercent } from '../../i18n/format';
import { Badge } from '../badge/badge';

/** The method the API stores for the rules analyser; any other method is an AI model's name. */
export const RULES_METHOD = 'reglas';

export type AnalysisTagLabels = {
  /** Shown instead of the tag when the comment has no analysis yet. */
  pending: string;
  /** Shown as the method for the rules analyser. */
  rules: string;
  /** Precedes the real score percent. */
  realScore: string;
};

export type AnalysisTagProps = {
  /** Null while the comment is pending. */
  objectionTag: string | null;
  /** 0..1. */
  realScore: number | null;
  /** 'reglas' or the AI model's name. */
  method: string | null;
  painClusterLabel?: string | null;
  labels?: AnalysisTagLabels;
  className?: string;
};

const defaultLabels: AnalysisTagLabels = {
  pending: 'Pendiente',
  rules: 'Reglas',
  realScore: 'Real',
};

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Score = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

const Cluster = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** 'reglas' → the rules label; an AI model's name as it is. */
export function methodLabel(method: string | null, rulesLabel: string): string {
  return !method || method === RULES_METHOD ? rulesLabel : method;
}

/**
 * A comment's analysis at a glance: objection tag, real score percent and the method (the AI
 * model's name or 'Reglas'), or a 'Pendiente' badge when it has not been analysed.
 *
 * @example
 * <AnalysisTag objectionTag="precio" realScore={0.83} method="reglas" />
 */
export function AnalysisTag({
  objectionTag,
  realScore,
  method,
  painClusterLabel,
  labels = defaultLabels,
  className,
}: AnalysisTagProps) {
  if (objectionTag === null) {
    return (
      <Row className={className} data-analysis="pending">
        <Badge tone="warning">{labels.pending}</Badge>
      </Row>
    );
  }
  return (
    <Row className={className} data-analysis="analysed">
      <Badge tone="primary">{objectionTag}</Badge>
      {realScore !== null && (
        <Score>
          {labels.realScore} {formatPercent(realScore)}
        </Score>
      )}
      <Badge tone="info">{methodLabel(method, labels.rules)}</Badge>
      {painClusterLabel && <Cluster>{painClusterLabel}</Cluster>}
    </Row>
  );
}
