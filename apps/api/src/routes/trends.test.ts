import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { WorkspaceDb } from '../db/database';
import { comments } from '../db/schema';
import { normaliseCommentText } from '../domain/comments/normalise-text';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedAnalysis, seedSource } from '../../test-support/seed-rows';

// Wednesday 15 January 2031, mid-afternoon local time: week 12 began Monday 13 January.
const NOW = new Date(2031, 0, 15, 15, 0);

let sequence = 0;

/** An analysed comment said on `publishedAt` (or arrived on `createdAt` when that is null). */
async function said(
  db: WorkspaceDb,
  sourceId: number,
  objectionTag: string,
  dates: { publishedAt: Date | null; createdAt?: Date; deletedAt?: Date },
) {
  sequence += 1;
  const text = `Comentario de tendencia número ${sequence}`;
  const [row] = await db
    .insert(comments)
    .values({
      sourceId,
      text,
      normalizedText: normaliseCommentText(text),
      publishedAt: dates.publishedAt,
      createdAt: dates.createdAt ?? NOW,
      deletedAt: dates.deletedAt ?? null,
    })
    .returning({ commentId: comments.commentId });
  await seedAnalysis(db, row!.commentId, { objectionTag });
}

/** `weeksAgo` 0 is the current week; the comment is said on that week's Tuesday at noon. */
function tuesdayOf(weeksAgo: number): Date {
  return new Date(2031, 0, 14 - 7 * weeksAgo, 12, 0);
}

describe('report-trends route', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database(), now: () => NOW }));
    const api = signedInClient(http);

    it('counts each tag per local week, Monday first, over the last 12 weeks', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const industry = 'Tendencias Semanas';
      const source = await seedSource(db, industry);
      await said(db, source, 'precio', { publishedAt: tuesdayOf(0) });
      await said(db, source, 'precio', { publishedAt: tuesdayOf(0) });
      await said(db, source, 'precio', { publishedAt: tuesdayOf(11) });
      await said(db, source, 'tiempo', { publishedAt: tuesdayOf(3) });
      // The first instant of the window and the last one before it.
      await said(db, source, 'tiempo', { publishedAt: new Date(2030, 9, 28) });
      await said(db, source, 'tiempo', {
        publishedAt: new Date(new Date(2030, 9, 28).getTime() - 1),
      });
      // No publication date: the day it arrived counts.
      await said(db, source, 'confianza', { publishedAt: null, createdAt: tuesdayOf(1) });
      // Deleted comments, deleted sources and other industries count nowhere.
      await said(db, source, 'precio', { publishedAt: tuesdayOf(0), deletedAt: NOW });
      const deletedSource = await seedSource(db, industry, { deletedAt: NOW });
      await said(db, deletedSource, 'precio', { publishedAt: tuesdayOf(0) });
      await said(db, await seedSource(db, 'Otra Industria'), 'precio', {
        publishedAt: tuesdayOf(0),
      });

      const trends = await api().reportTrends({ query: { industry } });
      expect(trends.weeks[0]).toBe('2030-10-28');
      expect(trends.weeks[11]).toBe('2031-01-13');
      const zeros = (...at: Array<[number, number]>) => {
        const counts = new Array<number>(12).fill(0);
        for (const [index, count] of at) counts[index] = count;
        return counts;
      };
      expect(
        trends.series.map(({ objection_tag, counts, total }) => [objection_tag, counts, total]),
      ).toEqual([
        ['precio', zeros([0, 1], [11, 2]), 3],
        ['tiempo', zeros([0, 1], [8, 1]), 2],
        ['confianza', zeros([10, 1]), 1],
      ]);
    });

    it('flags a tag whose last week doubled the previous four weeks’ mean by 5 or more', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const industry = 'Tendencias Subida';
      const source = await seedSource(db, industry);
      for (const weeksAgo of [1, 2, 3, 4]) {
        await said(db, source, 'precio', { publishedAt: tuesdayOf(weeksAgo) });
        await said(db, source, 'tiempo', { publishedAt: tuesdayOf(weeksAgo) });
        await said(db, source, 'tiempo', { publishedAt: tuesdayOf(weeksAgo) });
      }
      for (let index = 0; index < 6; index += 1) {
        await said(db, source, 'precio', { publishedAt: tuesdayOf(0) });
      }
      for (let index = 0; index < 3; index += 1) {
        await said(db, source, 'tiempo', { publishedAt: tuesdayOf(0) });
      }
      const { series } = await api().reportTrends({ query: { industry } });
      const byTag = Object.fromEntries(series.map((trend) => [trend.objection_tag, trend]));
      expect(byTag.precio).toMatchObject({ baseline: 1, rising: true });
      expect(byTag.tiempo).toMatchObject({ baseline: 2, rising: false });
    });

    it('answers 12 empty weeks for an industry with no comments', async () => {
      const trends = await api().reportTrends({ query: { industry: 'Tendencias Vacía' } });
      expect(trends.weeks).toHaveLength(12);
      expect(trends.series).toEqual([]);
    });

    it('refuses an industry name that is too long, in Spanish', async () => {
      await expect(api().reportTrends({ query: { industry: 'x'.repeat(200) } })).rejects.toThrow(
        'La industria admite como máximo 80 caracteres',
      );
    });
  });
});
