/**
 * Regenerates `cue-counts.json` and `emotion-counts.json` in `src/domain/rules-engine/learned/`
 * (then `npx prettier --write` them), the counts the learned tag and emotion weights are
 * computed from:
 *
 *   npx tsx apps/api/eval/train-cue-weights.ts
 *
 * It reads every batch of our own labelled comments in `unseen/` only: never the dev set (so
 * dev stays an honest check of the learned part) and never the batches of `held-out/`. A batch
 * added to `unseen/` is learned from at the next run.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { mapClauses } from '../src/domain/rules-engine/clauses';
import { EMOTIONS, OBJECTION_TAGS } from '../src/domain/rules-engine/taxonomy';
import { tokenise } from '../src/domain/rules-engine/tokenise';
import { cueFeatures } from '../src/domain/rules-engine/learned/cue-features';
import { emotionFeatures } from '../src/domain/rules-engine/learned/learned-emotions';
import { type FeatureCounts, countFeatures } from '../src/domain/rules-engine/learned/naive-bayes';

const UNSEEN_DIR = new URL('./unseen/', import.meta.url);
// The engine reads the counts at runtime, so they live in src beside the code that reads them.
const LEARNED_DIR = new URL('../src/domain/rules-engine/learned/', import.meta.url);
const TRAINING_BATCHES = readdirSync(UNSEEN_DIR)
  .filter((name) => name.endsWith('.jsonl'))
  .sort();

const labelledSchema = z.object({
  text: z.string(),
  objection_tag: z.enum(OBJECTION_TAGS),
  emotion: z.enum(EMOTIONS),
});

const comments = TRAINING_BATCHES.flatMap((batch) =>
  readFileSync(new URL(batch, UNSEEN_DIR), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const { text, objection_tag: tag, emotion } = labelledSchema.parse(JSON.parse(line));
      const tokens = tokenise(text);
      return { text, tokens, clauses: mapClauses(tokens), tag, emotion };
    }),
);

function write(file: string, counts: FeatureCounts<string>): void {
  const lines = Object.entries(counts).map(
    ([feature, row]) => `  ${JSON.stringify(feature)}: ${JSON.stringify(row)}`,
  );
  writeFileSync(fileURLToPath(new URL(file, LEARNED_DIR)), `{\n${lines.join(',\n')}\n}\n`);
  console.log(`${comments.length} comments, ${lines.length} features → ${file}`);
}

write(
  './cue-counts.json',
  countFeatures(
    comments.map(({ text, tokens, clauses, tag }) => ({
      features: cueFeatures(tokens, clauses, text),
      label: tag,
    })),
    OBJECTION_TAGS,
  ),
);
// The emotion model learns from the labelled objection; it reads the analyser's own.
write(
  './emotion-counts.json',
  countFeatures(
    comments.map(({ text, tokens, clauses, tag, emotion }) => ({
      features: emotionFeatures(tokens, clauses, text, tag),
      label: emotion,
    })),
    EMOTIONS,
  ),
);
