/**
 * Regenerates `cue-counts.json` (then `npx prettier --write` it), the counts the learned cue
 * weights are computed from:
 *
 *   npx tsx apps/api/src/domain/analysis/learned/train-cue-weights.ts
 *
 * It reads our own labelled batches a–h of `../eval/unseen/` only: never the dev set (so dev
 * stays an honest check of the learned part) and never the batches of `../eval/held-out/`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { mapClauses } from '../clauses';
import { OBJECTION_TAGS } from '../taxonomy';
import { tokenise } from '../tokenise';
import { cueFeatures } from './cue-features';
import { countFeatures } from './naive-bayes';

// Every batch of `../eval/unseen/`; the dev set and `../eval/held-out/` stay out.
const TRAINING_BATCHES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((batch) => `batch-${batch}`);

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
