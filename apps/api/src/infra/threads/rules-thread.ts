import { parentPort } from 'node:worker_threads';
import { analyseRow } from '../../domain/analysis/analyse-rows';
import { rulesAnalyser } from '../../domain/analysis/analyser';
import type { RulesRequest, RulesResponse } from './rules-messages';

/**
 * A thread of the rules pool: analyses each batch it is sent with the rules and answers the
 * analyses, or the error, under the batch's id.
 */
const port = parentPort;
if (!port) throw new Error('rules-thread.ts runs as a worker thread of the rules pool');

/** A batch's analyses, or its error: never rejects, so every batch gets its answer. */
async function analyseBatch({ id, industry, rows }: RulesRequest): Promise<RulesResponse> {
  try {
    const analysed = [];
    for (const row of rows) analysed.push(await analyseRow(rulesAnalyser, industry, row));
    return { id, analysed };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

port.on('message', (request: RulesRequest) => {
  void analyseBatch(request).then((response) => port.postMessage(response));
});
// The rules build their indexes and learned weights on first use: that happens before the
// thread says it is ready, not in the first job's clock.
await analyseRow(rulesAnalyser, 'Réplica', {
  commentId: 0,
  text: 'Está muy caro y no sé si funciona',
  platform: null,
  likes: null,
  replies: null,
});
port.postMessage({ ready: true });
