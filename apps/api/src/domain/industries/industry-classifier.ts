/** What an industry classifier is shown of one unclassified source. */
export interface IndustryClassifierInput {
  /** Its live comments' text, joined and cut to `MAX_SOURCE_TEXT_CHARS`. */
  readonly text: string;
  /** The industries it may answer, exactly as named. */
  readonly industries: readonly string[];
  /** Aborted when the work is no longer wanted (a cancelled job): a model call stops paying. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * Picks the industry of a source the keyword rules left in sin_clasificar: one of
 * `industries`, or null when unsure. It may throw; reclassification then leaves the source.
 */
export type IndustryClassifier = (input: IndustryClassifierInput) => Promise<string | null>;

/** Sources sent to the classifier in one reclassification, so one call stays bounded. */
export const MAX_AI_RECLASSIFY_SOURCES = 50;
/** How much of a source's comments the classifier sees. */
export const MAX_SOURCE_TEXT_CHARS = 1_500;

/** A source's comments as the classifier reads them: one per line, cut to the limit. */
export function sourceText(texts: readonly string[]): string {
  return texts.join('\n').slice(0, MAX_SOURCE_TEXT_CHARS);
}

/**
 * Asks `classifier` about each source (at most `MAX_AI_RECLASSIFY_SOURCES`, lowest ids first) and
 * returns the ones it placed in one of `industries`. An answer outside them, null or an error
 * leaves the source out.
 */
export async function classifyWithAi(
  classifier: IndustryClassifier,
  textsBySource: ReadonlyMap<number, readonly string[]>,
  industries: readonly string[],
  signal?: AbortSignal,
): Promise<Map<number, string>> {
  const allowed = new Set(industries);
  const sourceIds = [...textsBySource.keys()]
    .sort((a, b) => a - b)
    .slice(0, MAX_AI_RECLASSIFY_SOURCES);
  const answers = await Promise.all(
    sourceIds.map(async (sourceId) => {
      try {
        const text = sourceText(textsBySource.get(sourceId) ?? []);
        return [sourceId, await classifier({ text, industries, signal })] as const;
      } catch {
        return [sourceId, null] as const;
      }
    }),
  );
  const picked = new Map<number, string>();
  for (const [sourceId, industry] of answers) {
    if (industry !== null && allowed.has(industry)) picked.set(sourceId, industry);
  }
  return picked;
}
