import type { ContentInsights } from '../../domain/content/content-insights';
import { type ContentFacts, strictTop } from '../../domain/content/facts';

// Enough of the analysed data to ground the content without a long prompt.
const LISTED = 5;
const EXAMPLES = 5;
const EXAMPLE_CHARS = 300;
// The counts a model may state; the fact check accepts these and no others.
const COUNTED = 10;

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
  const answers = Object.entries(insights.facts.answers ?? {});
  if (answers.length > 0) {
    // The business's own words: the one place the content may say what it offers.
    lines.push('Lo que ofrece el negocio ante cada objeción (dilo con estas mismas palabras):');
    for (const [tag, answer] of answers) lines.push(`- ${tag}: ${answer}`);
  }
  lines.push('Comentarios (cada uno entre las marcas <<< >>>):');
  for (const example of insights.examples.slice(0, EXAMPLES)) {
    lines.push(`<<<${example.text.slice(0, EXAMPLE_CHARS)}>>> (dolor: ${example.painCluster})`);
  }
  return [...lines, ...factLines(insights.facts)];
}

/**
 * The facts counted in the database, with the rule that binds the answer to them: the answer is
 * checked against these, and one that contradicts them is discarded.
 */
function factLines(facts: ContentFacts): string[] {
  const top = strictTop(facts.objections);
  return [
    'Datos comprobados: son las únicas cifras, porcentajes y "objeción más repetida" que puedes',
    'afirmar; no inventes otros. Los porcentajes son sobre los comentarios analizados.',
    `- Comentarios analizados: ${facts.analysedComments}`,
    `- Objeción más repetida: ${top ? top.tag : 'ninguna (hay empate o no hay objeciones)'}`,
    '- Comentarios por objeción:',
    ...facts.objections.slice(0, COUNTED).map(({ tag, comments }) => `  - ${tag}: ${comments}`),
    '- Comentarios por dolor:',
    ...facts.pains.slice(0, COUNTED).map(({ label, comments }) => `  - ${label}: ${comments}`),
  ];
}
