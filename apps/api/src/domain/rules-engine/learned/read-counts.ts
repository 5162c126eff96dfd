import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiFolder } from '../../../api-folder';

/**
 * The counts of one of this folder's JSON files (`eval/train-cue-weights.ts` writes them), read
 * and parsed at run time rather than imported: an imported JSON module lives as long as the
 * process, tens of MB in every rules thread, where the models built from it need a fraction.
 */
export function readLearnedCounts(file: string): unknown {
  const path = join(apiFolder, 'src', 'domain', 'rules-engine', 'learned', file);
  return JSON.parse(readFileSync(path, 'utf8'));
}
