import { afterAll, describe, expect, it } from 'vitest';
import { generateComments } from '../../../test-support/generated-comments';
import { analyseRow } from '../../domain/analysis/analyse-rows';
import { rulesAnalyser } from '../../domain/analysis/analyser';
import { openRulesPool } from './rules-pool';

const INDUSTRY = 'Clínica Estética';
const rows = generateComments(60).map((comment, index) => ({
  commentId: index + 1,
  text: comment.text,
  platform: index % 2 === 0 ? 'YouTube' : null,
  likes: index,
  replies: null,
}));

describe('openRulesPool', () => {
  const pool = openRulesPool(2);
  afterAll(() => pool.close());

  it('analyses batches on its threads exactly as the rules do on this thread', async () => {
    const here = await Promise.all(rows.map((row) => analyseRow(rulesAnalyser, INDUSTRY, row)));
    // Three batches at once over two threads: each answer goes back to its own batch, in order.
    const batches = [rows.slice(0, 20), rows.slice(20, 40), rows.slice(40)];
    const threaded = await Promise.all(batches.map((batch) => pool.analyse(INDUSTRY, batch)));
    expect(threaded.flat()).toEqual(here);
  });

  it('fails a batch the rules cannot analyse, and goes on with the next', async () => {
    const broken = { ...rows[0]!, text: null as unknown as string };
    await expect(pool.analyse(INDUSTRY, [broken])).rejects.toThrow();
    await expect(pool.analyse(INDUSTRY, rows.slice(0, 2))).resolves.toHaveLength(2);
  });

  it('ends a thread left idle, and starts another for the next batch', async () => {
    const idling = openRulesPool(1, { idleMs: 100 });
    try {
      await expect(idling.analyse(INDUSTRY, rows.slice(0, 2))).resolves.toHaveLength(2);
      expect(idling.running).toBe(1);
      await expect.poll(() => idling.running, { timeout: 5_000 }).toBe(0);
      await expect(idling.analyse(INDUSTRY, rows.slice(0, 2))).resolves.toHaveLength(2);
      expect(idling.running).toBe(1);
    } finally {
      await idling.close();
    }
  });

  it('answers an empty batch without a thread, and refuses batches once closed', async () => {
    const closing = openRulesPool(1);
    await expect(closing.analyse(INDUSTRY, [])).resolves.toEqual([]);
    const refused = expect(closing.analyse(INDUSTRY, rows)).rejects.toThrow(
      'the rules pool is closed',
    );
    await closing.close();
    await refused;
    await expect(closing.analyse(INDUSTRY, rows)).rejects.toThrow('the rules pool is closed');
  });
});
