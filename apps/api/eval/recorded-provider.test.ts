import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeAiServer,
  analysesReply,
  startFakeAiServer,
} from '../test-support/fake-ai-server';
import { scoreWithModel, sideBySide } from './ai-eval';
import type { LabelledComment } from './labelled-set';
import { recordingFile, startRecordingProxy, startReplayServer } from './recorded-provider';

const rows: LabelledComment[] = Array.from({ length: 30 }, (_, index) => ({
  id: `r${index}`,
  industry: index % 2 === 0 ? 'Gimnasio' : 'Clínica Estética',
  text: `Es demasiado caro para mí, comentario ${index}`,
  objection_tag: 'precio',
  emotion: 'frustración',
  pain: 'precio alto',
}));

describe('recorded AI answers for the eval', () => {
  let fake: FakeAiServer | undefined;
  let dir = '';
  afterEach(async () => {
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('replays what was recorded, with no provider and no key, to the same figures', async () => {
    dir = mkdtempSync(join(tmpdir(), 'replica-recorded-'));
    fake = await startFakeAiServer('anthropic', (request) =>
      analysesReply(request, (comment) => ({
        emotion: comment.text.endsWith('0') ? 'enojo' : 'frustración',
      })),
    );
    const file = recordingFile(dir, 'anthropic', 'claude-x', 'prompt v1');
    const config = { provider: 'anthropic' as const, model: 'claude-x', apiKey: 'clave' };

    const proxy = await startRecordingProxy(fake.baseUrl, file);
    const recorded = await scoreWithModel(rows, config, proxy);
    await proxy.close();
    await fake.close();
    fake = undefined;
    expect(recorded.byModel).toBe(30);
    expect(readFileSync(file, 'utf8')).not.toContain('clave');

    const replay = await startReplayServer(file, '');
    const replayed = await scoreWithModel(rows, { ...config, apiKey: undefined }, replay);
    await replay.close();
    expect(replay.misses).toBe(0);
    expect(replayed.byModel).toBe(30);
    expect(replayed.score.emotionAccuracy).toBe(recorded.score.emotionAccuracy);
    expect(replayed.score.tags.macroF1).toBe(recorded.score.tags.macroF1);
  });

  it('says what a prompt version without recordings is missing, and scores it as fallbacks', async () => {
    dir = mkdtempSync(join(tmpdir(), 'replica-recorded-'));
    const replay = await startReplayServer(recordingFile(dir, 'openai', 'gpt-x', 'v2'), '/v1');
    const replayed = await scoreWithModel(
      rows.slice(0, 5),
      { provider: 'openai', model: 'gpt-x', apiKey: undefined },
      replay,
    );
    await replay.close();
    expect(replayed.byModel).toBe(0);
    expect(replay.misses).toBeGreaterThan(0);
  });

  it('prints the rules and the recorded model side by side for a batch', async () => {
    dir = mkdtempSync(join(tmpdir(), 'replica-recorded-'));
    fake = await startFakeAiServer('anthropic', (request) => analysesReply(request));
    const file = recordingFile(dir, 'anthropic', 'claude-x', 'prompt v1');
    const config = { provider: 'anthropic' as const, model: 'claude-x', apiKey: 'clave' };
    const proxy = await startRecordingProxy(fake.baseUrl, file);
    await scoreWithModel(rows, config, proxy);
    await proxy.close();

    const replay = await startReplayServer(file, '');
    const printed = await sideBySide('lote', rows, { ...config, apiKey: undefined }, replay);
    await replay.close();
    const figures = String.raw`tag F1 \d\.\d\d, otro P/R \d\.\d\d/\d\.\d\d, emotion \d\.\d\d, cluster F1 (\d\.\d\d|–), surfaced \d+/\d+`;
    expect(printed).toHaveLength(3);
    expect(printed[0]).toBe('lote (30 comments)');
    expect(printed[1]).toMatch(new RegExp(`^  rules: ${figures}$`));
    expect(printed[2]).toMatch(new RegExp(`^  model: ${figures} \\(30 of 30 by the model\\)$`));
  });
});
