import type { ContentInsights } from '../../domain/content/content-insights';

// Enough of the analysed data to ground the content without a long prompt.
const LISTED = 5;
const EXAMPLES = 5;
const EXAMPLE_CHARS = 300;

/**
 * The lines that tell a model what an industry's customers really object to. The comments are
 * quoted between markers as data, never as instructions to follow.
 */
export function insightsBrief(insights: ContentInsights): string[] {
  const lines = [`Industria: ${insights.industry}`, 'Dolores:'];
  for (const point of insights.painPoints.slice(0, LISTED)) lines.push(`- ${point.label}`);
  lines.push('Objeciones:');
  for (const objection of insights.objections.slice(0, LISTED)) lines.push(`- ${objection.tag}`);
  lines.push('Causas raíz:');
  for (const cause of insights.rootCauses.slice(0, LISTED)) lines.push(`- ${cause}`);
  lines.push('Comentarios (cada uno entre las marcas <<< >>>):');
  for (const example of insights.examples.slice(0, EXAMPLES)) {
    lines.push(`<<<${example.text.slice(0, EXAMPLE_CHARS)}>>> (dolor: ${example.painCluster})`);
  }
  return lines;
}
