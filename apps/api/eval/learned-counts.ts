import { readFileSync, readdirSync } from 'node:fs';
import { z } from 'zod';
import { mapClauses } from '../src/domain/rules-engine/clauses';
import { cueFeatures } from '../src/domain/rules-engine/learned/cue-features';
import { emotionFeatures } from '../src/domain/rules-engine/learned/learned-emotions';
import { type FeatureCounts, countFeatures } from '../src/domain/rules-engine/learned/naive-bayes';
import {
  EMOTIONS,
  type Emotion,
  OBJECTION_TAGS,
  type ObjectionTag,
} from '../src/domain/rules-engine/taxonomy';
import { tokenise } from '../src/domain/rules-engine/tokenise';
import {
  type PainLinkCounts,
  type PainLinkExample,
  countPainLinks,
} from '../src/domain/rules-engine/learned/pain-links';
import { ownPainTerms } from '../src/domain/rules-engine/pain-terms';
import { conventionalEmotion } from './labelled-set';

const UNSEEN_DIR = new URL('./unseen/', import.meta.url);
const RECIPES_DIR = new URL('./recipes/', import.meta.url);

/** The recipes of `recipes/`: each folder one way of writing comments. */
export function recipeNames(): string[] {
  return readdirSync(RECIPES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The batches the learned weights learn from: every batch of our own in `unseen/` and the
 * tuning batch of each recipe, never a held-out one nor the dev set. `leaveOut`
 * names a recipe to learn without, for its leave-one-recipe-out figures.
 */
export function trainingBatches(leaveOut?: string): URL[] {
  return [
    ...readdirSync(UNSEEN_DIR)
      .filter((name) => name.endsWith('.jsonl'))
      .sort()
      .map((name) => new URL(name, UNSEEN_DIR)),
    ...recipeNames()
      .filter((recipe) => recipe !== leaveOut)
      .map((recipe) => new URL(`${recipe}/tune.jsonl`, RECIPES_DIR)),
  ];
}

const labelledSchema = z.object({
  text: z.string(),
  industry: z.string(),
  pain: z.string().optional(),
  objection_tag: z.enum(OBJECTION_TAGS),
  emotion: z.enum(EMOTIONS),
});

export interface LearnedCounts {
  readonly comments: number;
  readonly tags: FeatureCounts<ObjectionTag>;
  readonly emotions: FeatureCounts<Emotion>;
  readonly painLinks: PainLinkCounts;
}

/** The feature counts the learned tag and emotion weights are computed from. */
export function learnedCounts(batches: readonly URL[]): LearnedCounts {
  const comments = batches.flatMap((batch) =>
    readFileSync(batch, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const row = labelledSchema.parse(JSON.parse(line));
        const { text, objection_tag: tag, emotion, industry, pain } = row;
        const tokens = tokenise(text);
        const group = `${batch.href}\u0000${industry}\u0000${tag}`;
        return { text, tokens, clauses: mapClauses(tokens), tag, emotion, industry, pain, group };
      }),
  );
  return {
    comments: comments.length,
    tags: countFeatures(
      comments.map(({ text, tokens, clauses, tag }) => ({
        features: cueFeatures(tokens, clauses, text),
        label: tag,
      })),
      OBJECTION_TAGS,
    ),
    // The emotion model learns from the labelled objection; it reads the analyser's own.
    emotions: countFeatures(
      comments.map(({ text, tokens, clauses, tag, emotion }) => ({
        features: emotionFeatures(tokens, clauses, text, tag),
        label: conventionalEmotion(tag, emotion) as Emotion,
      })),
      EMOTIONS,
    ),
    painLinks: countPainLinks(painGroups(comments)),
  };
}

/** The objection comments of each batch, industry and tag, with their terms and gold pain. */
function painGroups(
  comments: ReadonlyArray<{
    text: string;
    tag: ObjectionTag;
    industry: string;
    pain?: string | undefined;
    group: string;
  }>,
): PainLinkExample[][] {
  const groups = new Map<string, PainLinkExample[]>();
  for (const { text, tag, industry, pain, group } of comments) {
    if (tag === 'otro' || pain === undefined) continue;
    const terms = [...ownPainTerms(text, tag, industry).weights.keys()];
    groups.set(group, [...(groups.get(group) ?? []), { terms, pain }]);
  }
  return [...groups.values()];
}
