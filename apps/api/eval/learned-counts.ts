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

/** One labelled comment of a training batch, read into what each learned model counts. */
interface TrainingComment {
  readonly tag: ObjectionTag;
  readonly emotion: Emotion;
  readonly cues: readonly string[];
  readonly emotionCues: readonly string[];
  /** Its pain and pain terms, for the links; none for a non-objection or an unlabelled pain. */
  readonly pain?: { readonly group: string; readonly example: PainLinkExample };
}

// Leave-one-recipe-out learns once per recipe from nearly the same batches: each batch is read
// once per run.
const readBatches = new Map<string, readonly TrainingComment[]>();

function readBatch(batch: URL): readonly TrainingComment[] {
  const known = readBatches.get(batch.href);
  if (known !== undefined) return known;
  const comments = readFileSync(batch, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line): TrainingComment => {
      const {
        text,
        objection_tag: tag,
        emotion,
        industry,
        pain,
      } = labelledSchema.parse(JSON.parse(line));
      const tokens = tokenise(text);
      const clauses = mapClauses(tokens);
      const withPain = tag !== 'otro' && pain !== undefined;
      return {
        tag,
        // The emotion model learns from the labelled objection; it reads the analyser's own.
        emotion: conventionalEmotion(tag, emotion) as Emotion,
        cues: cueFeatures(tokens, clauses, text),
        emotionCues: emotionFeatures(tokens, clauses, text, tag),
        ...(withPain && {
          pain: {
            group: `${batch.href}\u0000${industry}\u0000${tag}`,
            example: { terms: [...ownPainTerms(text, tag, industry).weights.keys()], pain },
          },
        }),
      };
    });
  readBatches.set(batch.href, comments);
  return comments;
}

/** The feature counts the learned tag and emotion weights are computed from. */
export function learnedCounts(batches: readonly URL[]): LearnedCounts {
  const comments = batches.flatMap(readBatch);
  return {
    comments: comments.length,
    tags: countFeatures(
      comments.map(({ cues, tag }) => ({ features: cues, label: tag })),
      OBJECTION_TAGS,
    ),
    emotions: countFeatures(
      comments.map(({ emotionCues, emotion }) => ({ features: emotionCues, label: emotion })),
      EMOTIONS,
    ),
    painLinks: countPainLinks(painGroups(comments)),
  };
}

/** The objection comments of each batch, industry and tag, with their terms and gold pain. */
function painGroups(comments: readonly TrainingComment[]): PainLinkExample[][] {
  const groups = new Map<string, PainLinkExample[]>();
  for (const { pain } of comments) {
    if (pain === undefined) continue;
    groups.set(pain.group, [...(groups.get(pain.group) ?? []), pain.example]);
  }
  return [...groups.values()];
}
