import type { Db } from '../../../db/database';
import { seedAnalysis, seedComment, seedSource } from '../../../test/seed-rows';
import { clusterIndustryPains } from '../../analysis/pain-clusters';
import { analyseWithRules } from '../../analysis/rules-analyser';
import { CLINIC_COMMENTS } from './clinic-comments';

/**
 * Stores `CLINIC_COMMENTS` under `industry`, in one source, each analysed by the rules and
 * clustered with the others as the product would (in Clínica Estética's words).
 */
export async function seedClinic(db: Db, industry: string): Promise<void> {
  const sourceId = await seedSource(db, industry);
  const analyses = CLINIC_COMMENTS.map((text) =>
    analyseWithRules({ text, industry: 'Clínica Estética' }),
  );
  const clusters = clusterIndustryPains(
    'Clínica Estética',
    analyses.map((analysis) => ({
      tag: analysis.objection_tag,
      label: analysis.pain_cluster_label,
    })),
  );
  for (const [index, text] of CLINIC_COMMENTS.entries()) {
    const analysis = { ...analyses[index]!, pain_cluster_label: clusters[index]! };
    await seedAnalysis(db, await seedComment(db, sourceId, { text }), {
      objectionTag: analysis.objection_tag,
      emotion: analysis.emotion,
      sentiment: analysis.sentiment,
      painClusterLabel: analysis.pain_cluster_label,
      why1: analysis.why1,
      why2: analysis.why2,
      why3: analysis.why3,
      why4: analysis.why4,
      why5: analysis.why5,
      rootCause: analysis.root_cause,
      realScore: analysis.real_score,
      method: analysis.method,
    });
  }
}
