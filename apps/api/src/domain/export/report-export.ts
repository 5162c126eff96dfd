import type { WorkspaceDb } from '../../db/database';
import { industryReport } from '../insights/industry-report';
import type { CsvValue } from './csv';

/**
 * The Reporte page's tables in one CSV: a `section` column says which table a row belongs to
 * (distribution, pain_point, five_whys, corrections_agreement) and each fills its own columns;
 * `measure` names the label an agreement row is about.
 */
export const REPORT_CSV_HEADER = [
  'section',
  'measure',
  'objection_tag',
  'pain_cluster_label',
  'count',
  'percentage',
  'avg_sentiment',
  'avg_real_score',
  'comment_id',
  'text',
  'emotion',
  'real_score',
  'why1',
  'why2',
  'why3',
  'why4',
  'why5',
  'root_cause',
] as const;

const empty = (count: number): CsvValue[] => Array.from({ length: count }, () => null);

/** The report of `industry` as CSV records; one batch, it is a few dozen rows. */
export async function* reportExportBatches(
  db: WorkspaceDb,
  industry: string,
): AsyncGenerator<CsvValue[][]> {
  const report = await industryReport(db, industry);
  const { correctionsAgreement: agreement } = report;
  yield [
    ...report.distribution.map((share) => [
      'distribution',
      null,
      share.objection_tag,
      null,
      share.count,
      share.percentage,
      ...empty(12),
    ]),
    ...report.topPainPoints.map((point) => [
      'pain_point',
      null,
      null,
      point.pain_cluster_label,
      point.frequency,
      null,
      point.avg_sentiment,
      point.avg_real_score,
      ...empty(10),
    ]),
    ...report.fiveWhys.map((example) => [
      'five_whys',
      null,
      example.objection_tag,
      example.pain_cluster_label,
      ...empty(4),
      example.comment_id,
      example.text,
      example.emotion,
      example.real_score,
      example.why1,
      example.why2,
      example.why3,
      example.why4,
      example.why5,
      example.root_cause,
    ]),
    // Agreement per label: the percent in `percentage`, the corrections counted in `count`.
    ...(agreement.corrections === 0
      ? []
      : (['objection_tag', 'emotion', 'pain_cluster_label'] as const).map((label) => [
          'corrections_agreement',
          label,
          null,
          null,
          agreement.corrections,
          agreement[label],
          ...empty(12),
        ])),
  ];
}
