import { type Watch, errorText } from '@replica/api-client';
import { useApiMutation } from '@replica/api-client/react';
import { Badge, Banner, Button, ConfirmDialog, useLanguage, useTexts } from '@replica/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Muted, Row } from '../layout';
import { apifyTexts } from '../scraping/apify-texts';
import { WatchHistory } from './watch-history';
import { formatWhen, hourLabel } from './when';
import { watchingTexts } from './watching-texts';

export interface WatchCardProps {
  watch: Watch;
  timeZone: string;
  /** Whether the member's role may change watches (the scrape permission). */
  canChange: boolean;
  /** No Apify account to run on: the server refuses to run, resume or save a watch. */
  apifyMissing: boolean;
  onEdit: (watch: Watch) => void;
  /** A change was made on the server: `message` says what, for the tab's banner. */
  onChanged: (message?: string) => void;
  onFailed: (message: string) => void;
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

/** One watch: what it scrapes and when, how its last run went, and what can be done with it. */
export function WatchCard({
  watch,
  timeZone,
  canChange,
  apifyMissing,
  onEdit,
  onChanged,
  onFailed,
}: WatchCardProps) {
  const t = useTexts(watchingTexts);
  const apify = useTexts(apifyTexts);
  const [language] = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const run = useApiMutation('runWatchNow');
  const pause = useApiMutation('pauseWatch');
  const resume = useApiMutation('resumeWatch');
  const remove = useApiMutation('deleteWatch');
  const when = (iso: string) => formatWhen(iso, timeZone, language);
  const thisWatch = { params: { id: watch.id } };
  const failed = (error: Error) => onFailed(errorText(error, 'watchAction', language));

  const runNow = () =>
    run.mutate(thisWatch, {
      onSuccess: () => {
        onChanged(t.runQueued(watch.name));
        setShowHistory(true);
      },
      onError: failed,
    });
  const pauseWatch = () =>
    pause.mutate(thisWatch, { onSuccess: () => onChanged(), onError: failed });
  const resumeWatch = () =>
    resume.mutate(thisWatch, { onSuccess: () => onChanged(), onError: failed });
  const removeWatch = () =>
    remove.mutate(thisWatch, {
      onSuccess: () => onChanged(t.removed(watch.name)),
      onError: failed,
      onSettled: () => setConfirming(false),
    });

  const schedule = t.schedule(
    watch.frequency,
    t.weekdays[(watch.weekday ?? 1) - 1] ?? '',
    hourLabel(watch.hour),
  );
  return (
    <Item aria-label={watch.name}>
      <Row>
        <Heading>{watch.name}</Heading>
        <Badge tone={watch.state === 'active' && !watch.waitingForApify ? 'success' : 'warning'}>
          {watch.waitingForApify
            ? apify.waitingBadge
            : watch.state === 'active'
              ? t.active
              : t.paused}
        </Badge>
      </Row>
      <Muted>
        {watch.platform} · {watch.industry} · {watch.actorId ?? watch.taskId} · {schedule}
      </Muted>
      {watch.pausedReason && <Banner tone="error">{watch.pausedReason}</Banner>}
      {watch.waitingForApify && <Muted>{apify.waitingReason}</Muted>}
      <div>{watch.nextRunAt ? t.nextRun(when(watch.nextRunAt)) : null}</div>
      <div>
        {watch.lastRun ? t.lastRun(watch.lastRun, when(watch.lastRun.scheduledFor)) : t.never}
      </div>
      {watch.lastRun?.state === 'failed' && watch.lastRun.error && (
        <Muted>{watch.lastRun.error}</Muted>
      )}
      <Row>
        {canChange && (
          <>
            <Button size="sm" busy={run.isPending} disabled={apifyMissing} onClick={runNow}>
              {t.runNow}
            </Button>
            {watch.state === 'active' ? (
              <Button size="sm" variant="secondary" busy={pause.isPending} onClick={pauseWatch}>
                {t.pause}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                busy={resume.isPending}
                disabled={apifyMissing}
                onClick={resumeWatch}
              >
                {t.resume}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              disabled={apifyMissing}
              onClick={() => onEdit(watch)}
            >
              {t.edit}
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showHistory}
          onClick={() => setShowHistory((open) => !open)}
        >
          {t.history}
        </Button>
        {canChange && (
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            {t.remove}
          </Button>
        )}
      </Row>
      {showHistory && <WatchHistory watchId={watch.id} name={watch.name} timeZone={timeZone} />}
      <ConfirmDialog
        open={confirming}
        message={t.removeConfirm(watch.name)}
        confirmLabel={t.removeConfirmLabel}
        busy={remove.isPending}
        onConfirm={removeWatch}
        onCancel={() => setConfirming(false)}
      />
    </Item>
  );
}
