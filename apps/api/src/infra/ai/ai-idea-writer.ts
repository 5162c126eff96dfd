import { z } from 'zod';
import type { IdeaWriter } from '../../domain/content/ai-idea-writer';
import type { ContentInsights } from '../../domain/content/content-insights';
import type { IdeaDraft } from '../../domain/content/generate-ideas';
import { AiError } from './ai-error';
import type { AiConfig } from './ai-config';
import { createChatClient } from './chat-client';

// Enough of the analysed data to ground the ideas without a long prompt.
const LISTED = 5;
const EXAMPLES = 5;
const EXAMPLE_CHARS = 300;

/** The instructions, the same for every request. */
export const IDEAS_SYSTEM_PROMPT = [
  'Eres un estratega de contenido. A partir de los dolores y objeciones reales de los clientes de',
  'una industria, propones ideas de contenido en español. Respondes SOLO con un objeto JSON, sin',
  'texto antes ni después: {"ideas": [{"idea_type": "...", "hook": "...", "angle": "...",',
  '"script_outline": "..."}]}. idea_type es un formato (video corto, carrusel, post, email, guion',
  'de venta); hook es la primera frase; angle, el enfoque; script_outline, los pasos del guion.',
  'Cada idea se basa en un dolor distinto y cita las palabras reales de los comentarios.',
].join('\n');

/** The per-request message. The comments are quoted as data, not as instructions to follow. */
export function ideasUserPrompt(insights: ContentInsights, count: number): string {
  const lines = [`Industria: ${insights.industry}`, `Ideas a proponer: ${count}`, 'Dolores:'];
  for (const point of insights.painPoints.slice(0, LISTED)) lines.push(`- ${point.label}`);
  lines.push('Objeciones:');
  for (const objection of insights.objections.slice(0, LISTED)) lines.push(`- ${objection.tag}`);
  lines.push('Causas raíz:');
  for (const cause of insights.rootCauses.slice(0, LISTED)) lines.push(`- ${cause}`);
  lines.push('Comentarios (cada uno entre las marcas <<< >>>):');
  for (const example of insights.examples.slice(0, EXAMPLES)) {
    lines.push(`<<<${example.text.slice(0, EXAMPLE_CHARS)}>>> (dolor: ${example.painCluster})`);
  }
  return lines.join('\n');
}

const field = (max: number) => z.string().trim().min(1).max(max);
const answerSchema = z.object({
  ideas: z
    .array(
      z.object({
        idea_type: field(40),
        hook: field(300),
        angle: field(500),
        script_outline: field(2_000),
      }),
    )
    .min(1),
});
// Models often wrap JSON in a Markdown fence despite being told not to.
const FENCE = /^```(?:json)?\s*([\s\S]*?)\s*```$/i;

/** Reads the model's text as idea drafts, or throws an AiError. */
export function parseIdeasAnswer(text: string): IdeaDraft[] {
  const trimmed = text.trim();
  const json = FENCE.exec(trimmed)?.[1] ?? trimmed;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new AiError('el modelo no respondió JSON válido');
  }
  const parsed = answerSchema.safeParse(value);
  if (!parsed.success) throw new AiError('respuesta fuera del esquema: ideas');
  return parsed.data.ideas.map((idea) => ({
    ideaType: idea.idea_type,
    hook: idea.hook,
    angle: idea.angle,
    scriptOutline: idea.script_outline,
  }));
}

/** An idea writer that asks the configured AI model; failures throw. */
export function createAiIdeaWriter(config: AiConfig): IdeaWriter {
  const chat = createChatClient(config);
  return async (insights, count) =>
    parseIdeasAnswer(await chat(IDEAS_SYSTEM_PROMPT, ideasUserPrompt(insights, count))).slice(
      0,
      count,
    );
}
