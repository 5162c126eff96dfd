import type { WorkspaceSettings } from '@replica/api-client/schemas';
import type { WorkspaceDb } from '../../db/database';
import { objectionTrends } from '../insights/trends';
import type { AlertChannels } from './alert-channels';
import { tellWorkspace } from './tell-workspace';

/** Not an objection: a rise of comments that object to nothing is no news to act on. */
const NOT_AN_OBJECTION = 'otro';

export interface RisingAlertDeps {
  settings: WorkspaceSettings;
  channels: AlertChannels;
  now: Date;
}

/**
 * Tells the workspace of each objection tag of `industry` whose week the report flags 'Subida
 * fuerte' (insights/trends.ts), once per tag per week; how many alerts went out now.
 */
export async function alertRisingTags(
  db: WorkspaceDb,
  industry: string,
  { settings, channels, now }: RisingAlertDeps,
): Promise<number> {
  if (!settings.alertOnRising) return 0;
  const trends = await objectionTrends(db, industry, now);
  const week = trends.weeks.at(-1)!;
  let told = 0;
  for (const series of trends.series) {
    if (!series.rising || series.objection_tag === NOT_AN_OBJECTION) continue;
    const thisWeek = series.counts.at(-1) ?? 0;
    const reportUrl = channels.publicUrl
      ? `${channels.publicUrl}/#/reporte?industry=${encodeURIComponent(industry)}`
      : undefined;
    const alert = await tellWorkspace(db, settings, channels, {
      kind: 'rising',
      industry,
      objectionTag: series.objection_tag,
      week,
      subject: `Subida fuerte de «${series.objection_tag}» en ${industry}`,
      text: [
        `La objeción «${series.objection_tag}» suma ${thisWeek} comentarios en ${industry} ` +
          `la semana del ${week}, frente a una media de ${series.baseline.toLocaleString('es-ES')} por semana en las 4 anteriores.`,
        reportUrl ? `Ver el informe: ${reportUrl}` : 'Ábrelo en Réplica › Reporte.',
      ].join('\n'),
    });
    if (alert) told += 1;
  }
  return told;
}

/** Tells a workspace of `industry`'s sharp rises now; how many alerts went out. */
export type TellRises = (db: WorkspaceDb, industry: string) => Promise<number>;

/** {@link alertRisingTags} with each workspace's own settings, at the time it is called. */
export function tellRises({
  settingsOf,
  channels,
  now,
}: {
  settingsOf: (workspaceId: number) => Promise<WorkspaceSettings>;
  channels: AlertChannels;
  now: () => Date;
}): TellRises {
  return async (db, industry) =>
    alertRisingTags(db, industry, {
      settings: await settingsOf(db.workspaceId),
      channels,
      now: now(),
    });
}
