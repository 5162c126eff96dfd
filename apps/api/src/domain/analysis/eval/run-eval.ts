/**
 * Scores the rules analyser on a labelled JSONL set (format in `../shared/eval/README.md`).
 *
 *   npx tsx apps/api/src/domain/analysis/eval/run-eval.ts [path]
 *
 * Without a path it first prints one summary line per file of `unseen/` (comments written blind,
 * after the rules were tuned: the check that they generalise), then the full report on the
 * repository's dev set. The last line printed is always `macro-F1: 0.xx`, the objection-tag
 * figure that is tracked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { analyseWithRules } from '../rules-analyser';
import { OBJECTION_TAGS } from '../taxonomy';
import { classificationReport } from './metrics';

// This file sits seven folders below the workspace that holds both main/ and shared/.
const DEV_SET = fileURLToPath(
  new URL('../../../../../../../shared/eval/dev.jsonl', import.meta.url),
);
const UNSEEN_DIR = fileURLToPath(new URL('./unseen/', import.meta.url));
const MOST_FREQUENT_MISTAKES = 10;

const labelledCommentSchema = z.object({
  id: z.string(),
  industry: z.string(),
  platform: z.string().nullish(),
  text: z.string(),
  objection_tag: z.string(),
  emotion: z.string().optional(),
  sentiment: z.number().optional(),
});

function readSet(path: string) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed = labelledCommentSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

const percent = (value: number) => value.toFixed(2);

function score(path: string) {
  const rows = readSet(path);
  const results = rows.map((row) => ({
    row,
    analysis: analyseWithRules({ text: row.text, industry: row.industry, platform: row.platform }),
  }));
  const report = classificationReport(
    results.map(({ row, analysis }) => ({
      gold: row.objection_tag,
      predicted: analysis.objection_tag,
    })),
    OBJECTION_TAGS,
  );
  return { rows, results, report };
}

function printUnseenSummaries(): void {
  const files = readdirSync(UNSEEN_DIR)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  for (const file of files) {
    const { rows, report } = score(resolve(UNSEEN_DIR, file));
    console.log(
      `unseen ${basename(file, '.jsonl')}: macro-F1 ${percent(report.macroF1)} (${rows.length} comments)`,
    );
  }
  if (files.length > 0) console.log('');
}

function main(): void {
  const argument = process.argv[2];
  if (argument === undefined) printUnseenSummaries();
  const path = argument === undefined ? DEV_SET : resolve(argument);
  const { rows, results, report } = score(path);

  console.log(`Rules analyser on ${path} (${rows.length} comments)`);
  console.log(`accuracy: ${percent(report.accuracy)}`);
  console.log('');
  console.log('tag           precision  recall  F1    support');
  for (const { label, precision, recall, f1, support } of report.perLabel) {
    console.log(
      `${label.padEnd(13)} ${percent(precision).padStart(9)}  ${percent(recall).padStart(6)}  ${percent(f1)}  ${String(support).padStart(7)}`,
    );
  }
  console.log('');
  console.log('most frequent mistakes (gold → predicted):');
  if (report.confusions.length === 0) console.log('  none');
  for (const { gold, predicted, count } of report.confusions.slice(0, MOST_FREQUENT_MISTAKES)) {
    const examples = results
      .filter(
        ({ row, analysis }) => row.objection_tag === gold && analysis.objection_tag === predicted,
      )
      .map(({ row }) => row.id)
      .join(', ');
    console.log(`  ${gold} → ${predicted}: ${count} (${examples})`);
  }

  const withEmotion = results.filter(({ row }) => row.emotion !== undefined);
  const emotionHits = withEmotion.filter(({ row, analysis }) => row.emotion === analysis.emotion);
  const withSentiment = results.filter(({ row }) => row.sentiment !== undefined);
  const sentimentError = withSentiment.reduce(
    (sum, { row, analysis }) => sum + Math.abs((row.sentiment ?? 0) - analysis.sentiment),
    0,
  );
  console.log('');
  console.log(
    `emotion accuracy (information): ${percent(emotionHits.length / Math.max(1, withEmotion.length))}`,
  );
  console.log(
    `sentiment mean absolute error (information): ${percent(sentimentError / Math.max(1, withSentiment.length))}`,
  );
  console.log(`macro-F1: ${percent(report.macroF1)}`);
}

main();
