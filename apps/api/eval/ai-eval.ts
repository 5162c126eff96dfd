/**
 * Scores an AI model beside the rules on the recipes' held-out batches:
 *
 *   AI_PROVIDER=anthropic AI_MODEL=… AI_API_KEY=… npm run eval:ai -- --record
 *   AI_PROVIDER=anthropic AI_MODEL=… npm run eval:ai
 *
 * With --record the model is asked through a loopback proxy that writes its answers to
 * `eval/recorded/` (one file per provider, model and prompt version); without it they are
 * replayed from there, so the figures need no key, cost nothing and are the same every run. A
 * prompt change is a new prompt version: record it, and compare before it lands.
 */
import { mkdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AI_PROVIDERS, type AiProvider, DEFAULT_AI_BASE_URLS } from '../src/infra/ai/ai-config';
import { createAiAnalyser } from '../src/infra/ai/ai-analyser';
import { SYSTEM_PROMPT } from '../src/infra/ai/prompt';
import { type LabelledComment, readLabelledSet } from './labelled-set';
import { recipeNames } from './learned-counts';
import {
  type LoopbackProvider,
  recordingFile,
  startRecordingProxy,
  startReplayServer,
} from './recorded-provider';
import { type SetScore, scoreAnalyses, scoreSet } from './score-set';

const RECIPES_DIR = fileURLToPath(new URL('./recipes/', import.meta.url));
const RECORDED_DIR = fileURLToPath(new URL('./recorded', import.meta.url));
// Generous: a replay answers at once; a real model writes 25 analyses per request.
const TIMEOUT_MS = 60_000;

const two = (value: number) => value.toFixed(2);

function line(score: SetScore): string {
  const clusters = score.clusters === null ? '–' : two(score.clusters.f1);
  return (
    `tag F1 ${two(score.tags.macroF1)}, otro P/R ${two(score.otro.precision)}/${two(score.otro.recall)}, ` +
    `emotion ${two(score.emotionAccuracy)}, cluster F1 ${clusters}, ` +
    `surfaced ${score.surfaced.surfaced}/${score.surfaced.pains}`
  );
}

/**
 * Each batch analysed by the model through `provider`: all its comments asked at once, so they
 * go 25 to a request in the same order on every run (the requests a replay must recognise).
 */
export async function scoreWithModel(
  rows: readonly LabelledComment[],
  config: { provider: AiProvider; model: string; apiKey: string | undefined },
  provider: LoopbackProvider,
): Promise<{ score: SetScore; byModel: number }> {
  const analyser = createAiAnalyser({
    ...config,
    baseUrl: provider.baseUrl,
    timeoutMs: TIMEOUT_MS,
  });
  const outcomes = await Promise.all(
    rows.map((row) => analyser({ text: row.text, industry: row.industry, platform: row.platform })),
  );
  return {
    score: scoreAnalyses(
      rows,
      outcomes.map((outcome) => outcome.analysis),
    ),
    byModel: outcomes.filter((outcome) => outcome.model !== null).length,
  };
}

/**
 * One batch's figures as the eval prints them: the rules' and the model's through `provider`,
 * side by side.
 */
export async function sideBySide(
  name: string,
  rows: readonly LabelledComment[],
  config: { provider: AiProvider; model: string; apiKey: string | undefined },
  provider: LoopbackProvider,
): Promise<string[]> {
  const byModel = await scoreWithModel(rows, config, provider);
  return [
    `${name} (${rows.length} comments)`,
    `  rules: ${line(scoreSet(rows))}`,
    byModel.byModel === 0
      ? '  model: no answer recorded (every comment fell back to the rules)'
      : `  model: ${line(byModel.score)} (${byModel.byModel} of ${rows.length} by the model)`,
  ];
}

async function main(): Promise<void> {
  const provider = process.env.AI_PROVIDER as AiProvider | undefined;
  const model = process.env.AI_MODEL;
  if (!provider || !AI_PROVIDERS.includes(provider) || !model) {
    console.log('Set AI_PROVIDER (anthropic, openai or ollama) and AI_MODEL to score a model.');
    return;
  }
  const recording = process.argv.includes('--record');
  const file = recordingFile(RECORDED_DIR, provider, model, SYSTEM_PROMPT);
  const baseUrl = process.env.AI_BASE_URL ?? DEFAULT_AI_BASE_URLS[provider];
  mkdirSync(RECORDED_DIR, { recursive: true });
  const loopback = recording
    ? await startRecordingProxy(baseUrl, file)
    : await startReplayServer(file, new URL(baseUrl).pathname.replace(/\/+$/, ''));
  try {
    console.log(`${recording ? 'Recording' : 'Replaying'} ${provider} ${model}: ${basename(file)}`);
    for (const recipe of recipeNames()) {
      const rows = readLabelledSet(resolve(RECIPES_DIR, recipe, 'held-out.jsonl'));
      const config = { provider, model, apiKey: process.env.AI_API_KEY };
      for (const printed of await sideBySide(`${recipe} held-out`, rows, config, loopback)) {
        console.log(printed);
      }
    }
    if (loopback.misses > 0) {
      console.log(
        `${loopback.misses} requests were not recorded for this prompt version: ` +
          'record them with a key (--record) before reading the model figures.',
      );
    }
  } finally {
    await loopback.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
