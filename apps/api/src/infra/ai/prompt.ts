import { EMOTIONS, OBJECTION_TAGS } from '../../domain/rules-engine/taxonomy';

/** What the model is told about one comment. */
export interface PromptInput {
  readonly text: string;
  readonly industry: string;
  readonly platform?: string | null | undefined;
}

/** The instructions, the same for every comment: the taxonomy of taxonomy.md and the output. */
export const SYSTEM_PROMPT = [
  'Eres un analista de objeciones de venta. Analizas un comentario de redes sociales sobre una',
  'industria y respondes SOLO con un objeto JSON, sin texto antes ni después, con estas claves:',
  `- objection_tag: la objeción principal, exactamente una de: ${OBJECTION_TAGS.join(', ')}.`,
  '  Usa "otro" si el comentario no expresa ninguna objeción o no encaja en las demás.',
  `- emotion: la emoción principal, exactamente una de: ${EMOTIONS.join(', ')}.`,
  '- sentiment: un número de -1 (muy negativo) a 1 (muy positivo).',
  '- pain_cluster_label: de 2 a 5 palabras en español que nombren el dolor concreto,',
  '  p. ej. "costo inicial alto", "miedo a deportación", "proceso muy lento".',
  '- why1, why2, why3, why4, why5: la cadena de los cinco porqués, cada una una frase en',
  '  español que responde "¿por qué?" a la anterior, basada en las palabras del comentario.',
  '- root_cause: la causa raíz en una frase en español.',
].join('\n');

/** The per-comment message. The comment is quoted as data, not as instructions to follow. */
export function userPrompt({ text, industry, platform }: PromptInput): string {
  const lines = [`Industria: ${industry}`];
  if (platform) lines.push(`Plataforma: ${platform}`);
  lines.push('Comentario (entre las marcas <<< >>>):', `<<<${text}>>>`);
  return lines.join('\n');
}
