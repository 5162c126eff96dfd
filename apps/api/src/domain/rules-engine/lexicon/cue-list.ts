import type { ObjectionTag } from '../taxonomy';

/** Cue patterns (syntax in `../pattern.ts`) with the evidence each one adds. */
export type WeightedCues = ReadonlyArray<readonly [pattern: string, weight: number]>;

/**
 * Objection cues per tag. Weights read as "how sure this phrase alone makes us": about 2 for
 * an explicit statement ("no tengo tiempo"), 1.2–1.5 for a clear word ("caro", "estafa"), under
 * 0.7 for a hint that only counts together with others. `otro` holds praise, spam and
 * off-topic cues, which compete with weak objection hints.
 */
export type TagLexicon = Readonly<Record<ObjectionTag, WeightedCues>>;
