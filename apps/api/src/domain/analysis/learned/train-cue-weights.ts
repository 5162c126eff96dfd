/**
 * Regenerates `cue-counts.json` (then `npx prettier --write` it), the counts the learned cue
 * weights are computed from:
 *
 *   npx tsx apps/api/src/domain/analysis/learned/train-cue-weights.ts
 *
 * It reads our own labelled batches a–d of `../eval/unseen/` only: never the dev set (so dev
 * stays an honest check of the learned part) and never the later batches, kept held out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { mapClauses } from '../clauses';
import { OBJECTION_TAGS } from '../taxonomy';
import { tokenise } from '../tokenise';
import { cueFeatures } from './cue-features';
import { countFeatures } from './naive-bayes';

// Our own labelled batches of `../eval/unseen/`; dev and batches e–f stay out.
const TRAINING_BATCHES = ['batch-a', 'batch-b', 'batch-c', 'batch-d'];

const labelledSchema = z.object({
  text: z.string(),
  objection_tag: z.enum(OBJECTION_TAGS),
});

const examples = TRAINING_BATCHES.flatMap((batch) =>
  readFileSync(fileURLToPath(new URL(`../eval/unseen/${batch}.jsonl`, import.meta.url)), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const { text, objection_tag: tag } = labelledSchema.parse(JSON.parse(line));
      const tokens = tokenise(text);
      return { features: cueFeatures(tokens, mapClauses(tokens), text), tag };
    }),
);

const counts = countFeatures(examples);
const lines = Object.entries(counts).map(
  ([feature, row]) => `  ${JSON.stringify(feature)}: ${JSON.stringify(row)}`,
);
writeFileSync(
  fileURLToPath(new URL('./cue-counts.json', import.meta.url)),
  `{\n${lines.join(',\n')}\n}\n`,
);
console.log(`${examples.length} comments, ${lines.length} features → cue-counts.json`);
