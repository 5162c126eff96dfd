/**
 * Regenerates `cue-counts.json`, `emotion-counts.json` and `pain-link-counts.json` in
 * `src/domain/rules-engine/learned/` (then `npx prettier --write` them), the counts the learned
 * tag and emotion weights and the pain terms' links are computed from:
 *
 *   npx tsx apps/api/eval/train-cue-weights.ts
 *
 * It reads our own labelled batches in `unseen/` and each recipe's tuning batch
 * (`learned-counts.ts`): never the dev set (so dev stays an honest check of the learned part)
 * and never a held-out batch. A batch added there is learned from at the next run.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { learnedCounts, trainingBatches } from './learned-counts';

// The engine reads the counts at runtime, so they live in src beside the code that reads them.
const LEARNED_DIR = new URL('../src/domain/rules-engine/learned/', import.meta.url);

const counts = learnedCounts(trainingBatches());

function write(file: string, rows: Readonly<Record<string, unknown>>): void {
  const lines = Object.entries(rows).map(
    ([feature, row]) => `  ${JSON.stringify(feature)}: ${JSON.stringify(row)}`,
  );
  writeFileSync(fileURLToPath(new URL(file, LEARNED_DIR)), `{\n${lines.join(',\n')}\n}\n`);
  console.log(`${counts.comments} comments, ${lines.length} features → ${file}`);
}

write('./cue-counts.json', counts.tags);
write('./emotion-counts.json', counts.emotions);
write('./pain-link-counts.json', counts.painLinks);
