/**
 * Throughput of the rules analyser on one core (best of three rounds):
 *
 *   npx tsx apps/api/bench/rules-throughput.ts [count]   (or BENCH_RULES_COMMENTS)
 *
 * The comments are the varied, seeded set of `test-support/generated-comments.ts`.
 */
import { performance } from 'node:perf_hooks';
import { analyseWithRules } from '../src/domain/rules-engine/rules-analyser';
import { generateComments } from '../test-support/generated-comments';

const count = Number(process.argv[2] ?? process.env.BENCH_RULES_COMMENTS ?? 20_000);
const comments = generateComments(count);
// Warm up the JIT and the stem memo so the figure reflects steady-state work.
for (const comment of comments.slice(0, 500)) analyseWithRules(comment);

// Best of three rounds: on a shared machine the slower rounds measure the neighbours, not us.
const ROUNDS = 3;
const rates: number[] = [];
let tagged = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  const started = performance.now();
  tagged = 0;
  for (const comment of comments) {
    if (analyseWithRules(comment).objection_tag !== 'otro') tagged += 1;
  }
  rates.push(count / ((performance.now() - started) / 1000));
}
const rounds = rates.map((rate) => Math.round(rate)).join(', ');
// The rounds go to stderr: `npm run bench` collects stdout's `name: value unit` lines as figures.
console.error(`${count} comments × ${ROUNDS} rounds (${tagged} with an objection): ${rounds} /s`);
console.log(`rules-analyser-one-core: ${Math.round(Math.max(...rates))} comments/s`);
