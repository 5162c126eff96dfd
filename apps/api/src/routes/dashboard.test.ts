import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments } from '../db/schema';
import { createApp } from '../app';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { signedInClient } from '../../test-support/api-session';
import { seedAnalysis, seedComment, seedIdea, seedSource } from '../../test-support/seed-rows';

// Local times: "today" is the server's local day, whatever time zone the tests run in.
const NOW = new Date(2030, 0, 15, 12, 0);
const TODAY_FIRST = new Date(2030, 0, 15, 0, 0, 0);
const TODAY_LAST = new Date(2030, 0, 15, 23, 59, 59);
const YESTERDAY_LAST = new Date(2030, 0, 14, 23, 59, 59);
const TOMORROW_FIRST = new Date(2030, 0, 16, 0, 0, 0);

describe('dashboard routes', () => {
  describeOnEachDatabase((database) => {
    let now = NOW;
    const http = serveOnLoopback(() => createApp({ database: database(), now: () => now }));
    const api = signedInClient(http);

    it('counts exactly the live rows of a known fixture', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const deletedAt = new Date(2030, 0, 15, 8, 0);

      const alfa = await seedSource(db, 'Dash Alfa');
      await seedComment(db, alfa, { createdAt: TODAY_FIRST });
      await seedComment(db, alfa, { createdAt: TODAY_LAST });
      await seedComment(db, alfa, { createdAt: YESTERDAY_LAST });
      await seedComment(db, alfa, { createdAt: TOMORROW_FIRST });
      await seedComment(db, alfa, { createdAt: TODAY_FIRST, deletedAt });
      const analysedToday = await seedComment(db, alfa, { createdAt: TODAY_FIRST });
      await seedAnalysis(db, analysedToday, { rootCause: 'Falta de confianza' });
      const sameCauseSpaced = await seedComment(db, alfa, { createdAt: YESTERDAY_LAST });
      await seedAnalysis(db, sameCauseSpaced, { rootCause: '  Falta de confianza ' });
      const otherCause = await seedComment(db, alfa, { createdAt: YESTERDAY_LAST });
      await seedAnalysis(db, otherCause, { rootCause: 'Precio alto' });
      const blankCause = await seedComment(db, alfa, { createdAt: YESTERDAY_LAST });
      await seedAnalysis(db, blankCause, { rootCause: '   ' });
      const noCause = await seedComment(db, alfa, { createdAt: YESTERDAY_LAST });
      await seedAnalysis(db, noCause);
      const deletedWithCause = await seedComment(db, alfa, { createdAt: TODAY_FIRST, deletedAt });
      await seedAnalysis(db, deletedWithCause, { rootCause: 'Solo en un comentario borrado' });

      // An industry whose only live source holds only deleted comments, and whose deleted
      // source still holds live ones: nothing of it counts.
      const betaLive = await seedSource(db, 'Dash Beta');
      await seedComment(db, betaLive, { createdAt: TODAY_FIRST, deletedAt });
      const betaDeleted = await seedSource(db, 'Dash Beta', { deletedAt });
      await seedComment(db, betaDeleted, { createdAt: TODAY_FIRST });
      const inDeletedSource = await seedComment(db, betaDeleted, { createdAt: YESTERDAY_LAST });
      await seedAnalysis(db, inDeletedSource, { rootCause: 'Solo en una fuente borrada' });

      const accounting = await seedSource(db, 'Accounting / Tax');
      const repeatedCause = await seedComment(db, accounting, { createdAt: YESTERDAY_LAST });
      await seedAnalysis(db, repeatedCause, { rootCause: 'Precio alto' });

      await seedIdea(db, 'Dash Alfa');
      await seedIdea(db, 'Dash Alfa');
      await seedIdea(db, 'Dash Beta');
      await seedIdea(db, 'Dash Beta', { deletedAt });

      expect(await api().dashboardMetrics()).toEqual({
        industries: 2,
        opinions: 10,
        rootObjections: 2,
        pendingToday: 2,
        templates: 3,
      });
    });

    it('follows new comments, their analysis and deletions', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const before = await api().dashboardMetrics();

      const source = await seedSource(db, 'Dash Nueva');
      const commentId = await seedComment(db, source, { createdAt: NOW });
      expect(await api().dashboardMetrics()).toEqual({
        ...before,
        industries: before.industries + 1,
        opinions: before.opinions + 1,
        pendingToday: before.pendingToday + 1,
      });

      await seedAnalysis(db, commentId, { rootCause: 'Una causa nueva' });
      expect(await api().dashboardMetrics()).toEqual({
        ...before,
        industries: before.industries + 1,
        opinions: before.opinions + 1,
        rootObjections: before.rootObjections + 1,
      });
    });

    it('counts today again when a comment is deleted or the day changes, and only then', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const source = await seedSource(db, 'Dash Día');
      const first = await seedComment(db, source, { createdAt: NOW });
      await seedComment(db, source, { createdAt: NOW });
      const before = await api().dashboardMetrics();
      expect(await api().dashboardMetrics()).toEqual(before);

      await db.update(comments).set({ deletedAt: NOW }).where(eq(comments.commentId, first));
      const afterDeletion = await api().dashboardMetrics();
      expect(afterDeletion).toMatchObject({
        opinions: before.opinions - 1,
        pendingToday: before.pendingToday - 1,
      });

      try {
        // Two days on, nothing was created that day: nothing of that day is pending.
        now = new Date(2030, 0, 17, 12, 0);
        expect(await api().dashboardMetrics()).toEqual({ ...afterDeletion, pendingToday: 0 });
      } finally {
        now = NOW;
      }
      expect(await api().dashboardMetrics()).toEqual(afterDeletion);
    });

    it('answers 401 without a session', async () => {
      const response = await http.call('GET', '/functions/v1/dashboard-metrics');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'No autenticado', code: 'not_signed_in' });
    });
  });
});
