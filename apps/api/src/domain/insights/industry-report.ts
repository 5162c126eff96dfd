import type { PainPointOrder, Report } from '@replica/api-client/schemas';
import type { WorkspaceDb } from '../../db/database';
import { correctionsAgreement } from '../corrections/corrections-agreement';
import { fiveWhysExamples } from './five-whys-examples';
import { objectionDistribution } from './objection-distribution';
import { topPainPoints } from './top-pain-points';

/**
 * The Reporte page of one industry: top pain points, objection distribution and
 * five-whys examples, all over its analysed live comments. An industry with none, or with no such
 * name, gets three empty lists.
 */
export async function industryReport(
  db: WorkspaceDb,
  industry: string,
  order: PainPointOrder = 'score',
): Promise<Report> {
  const [painPoints, distribution, fiveWhys, agreement] = await Promise.all([
    topPainPoints(db, industry, order),
    objectionDistribution(db, industry),
    fiveWhysExamples(db, industry),
    correctionsAgreement(db, industry),
  ]);
  return { topPainPoints: painPoints, distribution, fiveWhys, correctionsAgreement: agreement };
}
