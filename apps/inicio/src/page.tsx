import { screenPath } from '@replica/api-client/screen-path';
import { DEFAULT_INDUSTRY, SAMPLE_INDUSTRY, hasReadReport, sessionAtom } from '@replica/api-client';
import {
  Badge,
  Banner,
  Button,
  JobProgress,
  LiveMessages,
  PageHeading,
  Tabs,
  floatingActionsClearance,
  narrowScreen,
  useTexts,
} from '@replica/ui';
import { useCurrentWorkspace, useIndustries } from '@replica/api-client/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '@replica/ui/router';
import styled, { createGlobalStyle } from 'styled-components';
import { DashboardFooter } from './dashboard-footer';
import { featureEnabled } from './features';
import { FirstSteps, firstStepsDone } from './first-steps';
import { firstStepsTexts } from './first-steps-texts';
import { IndustriesPanel } from './industries-panel';
import { IndustryEditDialog } from './industry-edit-dialog';
import { IndustryRemovalDialogs } from './industry-removal-dialogs';
import { WordingPanel } from './wording-panel';
import { MetricsGrid } from './metrics-grid';
import { ObjectionsPanel } from './objections-panel';
import { QuickActions } from './quick-actions';
import { inicioTexts } from './texts';
import { useDashboard } from './use-dashboard';
import { useIndustryEdit } from './use-industry-edit';
import { useIndustryRemoval } from './use-industry-removal';
import { useReclassify } from './use-reclassify';
import { useSampleData } from './use-sample-data';

type DashboardTab = 'industries' | 'objections' | 'wording';

/** The floating shortcuts: Opiniones, Ingesta, Reporte and the search. */
const QUICK_ACTIONS = 4;

const Screen = styled.section`
  /* Room under the last cards and the footer for the whole column of floating buttons, so
     scrolled to the end none of their figures sits under one. */
  padding-bottom: ${floatingActionsClearance(QUICK_ACTIONS)};

  /* There the buttons are a row in the flow, after the footer: no room to leave. */
  ${narrowScreen} {
    padding-bottom: 0;
  }
`;

// Scrolling to a control that takes the focus stops short of the floating shortcuts, so a focused
// control is never hidden under them: the column's height, or on a narrow screen the row's.
const FocusClearOfShortcuts = createGlobalStyle`
  html {
    scroll-padding-bottom: ${floatingActionsClearance(QUICK_ACTIONS)};

    ${narrowScreen} {
      scroll-padding-bottom: ${floatingActionsClearance(1)};
    }
  }
`;

// The outcomes of what was done here (reclassified, removed) and the progress of a job, in a live
// region kept on the page: a screen reader hears them as they come.
const Messages = styled(LiveMessages)`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Placeholder = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xl};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

function inboxPath(industry: string): string {
  return screenPath('opiniones', { industry });
}

/** The RÉPLICA dashboard, exposed to the shell as `inicio/Page`. */
export default function Page() {
  const session = useAtomValue(sessionAtom);
  const t = useTexts(inicioTexts);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { metrics, industries, loaded, reload } = useDashboard();
  const industryEdit = useIndustryEdit();
  const removal = useIndustryRemoval();
  const reclassification = useReclassify();
  const { can, workspace } = useCurrentWorkspace();
  const firstSteps = useTexts(firstStepsTexts);
  const sampleData = useSampleData(
    () => void navigate(screenPath('reporte', { industry: SAMPLE_INDUSTRY })),
  );
  const [tab, setTab] = useState<DashboardTab>('industries');

  const industryNames = useIndustries();
  const sampleCard =
    industries.status === 'ok'
      ? industries.value.find((item) => item.industry === SAMPLE_INDUSTRY)
      : undefined;
  const reportRead = workspace !== null && hasReadReport(workspace.id);
  const offerSample =
    sampleData.running !== null ||
    (metrics.status === 'ok' && metrics.value.opinions === 0 && !sampleCard && can('ingest'));
  const { outcome, running } = reclassification;
  const editedSummary =
    industries.status === 'ok'
      ? industries.value.find((item) => item.industry === industryEdit.editing)
      : undefined;

  return (
    <Screen
      data-screen="inicio"
      data-session-user={session.status === 'signed-in' ? session.user.email : undefined}
    >
      <PageHeading
        title={t.title}
        subtitle={
          <span data-loaded={loaded}>
            <Badge tone={loaded ? 'success' : 'neutral'}>{t.badge}</Badge>
          </span>
        }
        actions={
          can('editIndustries') && (
            <Button busy={reclassification.busy} onClick={() => void reclassification.reclassify()}>
              {reclassification.busy ? t.reclassifying : t.reclassify}
            </Button>
          )
        }
      />
      <Messages>
        {metrics.status === 'failed' && <Banner tone="error">{t.metricsFailed}</Banner>}
        {running && (
          <JobProgress label={t.reclassifyProgress} done={running.done} total={running.total} />
        )}
        {reclassification.watchFailed && <Banner tone="error">{t.reclassifyWatchFailed}</Banner>}
        {sampleCard && (
          <Banner tone="info">
            {firstSteps.sampleShown(SAMPLE_INDUSTRY)}{' '}
            {can('editIndustries') && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => removal.open({ ...sampleCard, mode: 'delete' })}
              >
                {firstSteps.sampleRemove}
              </Button>
            )}
          </Banner>
        )}
        {removal.done && (
          <Banner tone="success" onClose={removal.dismiss} closeLabel={t.closeMessage}>
            {removal.done}
          </Banner>
        )}
        {outcome?.kind === 'success' && (
          <Banner tone="success" onClose={reclassification.dismiss} closeLabel={t.closeMessage}>
            {t.reclassified(
              outcome.result.reclassified,
              outcome.result.byRules,
              outcome.result.byAI,
            )}
          </Banner>
        )}
        {outcome?.kind === 'cancelled' && (
          <Banner tone="warning" onClose={reclassification.dismiss} closeLabel={t.closeMessage}>
            {t.reclassifyCancelled}
          </Banner>
        )}
        {outcome?.kind === 'error' && (
          <Banner tone="error" onClose={reclassification.dismiss} closeLabel={t.closeMessage}>
            {t.reclassifyFailed(outcome.message ?? t.reclassifyDefaultError)}
          </Banner>
        )}
      </Messages>
      {metrics.status === 'ok' && (offerSample || !firstStepsDone(metrics.value, reportRead)) && (
        <FirstSteps
          metrics={metrics.value}
          reportRead={reportRead}
          sample={offerSample ? sampleData : null}
        />
      )}
      <MetricsGrid
        metrics={metrics}
        onOpenInbox={() => void navigate(inboxPath(DEFAULT_INDUSTRY))}
        onOpenReport={() => void navigate(screenPath('reporte', { industry: DEFAULT_INDUSTRY }))}
      />
      <Tabs
        label={t.tabsLabel}
        tabs={[
          { id: 'industries', label: t.tabs.industries },
          { id: 'objections', label: t.tabs.objections },
          { id: 'wording', label: t.tabs.wording },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'industries' && (
          <IndustriesPanel
            industries={industries}
            onOpen={(industry) => void navigate(inboxPath(industry))}
            onEdit={can('editIndustries') ? industryEdit.open : undefined}
            onRetry={() => void reload()}
          />
        )}
        {tab === 'objections' &&
          (featureEnabled('objections') ? (
            <ObjectionsPanel />
          ) : (
            <Placeholder>{t.objectionsSoon}</Placeholder>
          ))}
        {tab === 'wording' &&
          (featureEnabled('wording') ? (
            <WordingPanel
              industries={industryNames}
              initialIndustry={searchParams.get('industry') || DEFAULT_INDUSTRY}
            />
          ) : (
            <Placeholder>{t.wordingSoon}</Placeholder>
          ))}
      </Tabs>
      {editedSummary && (
        <IndustryEditDialog
          key={editedSummary.industry}
          summary={editedSummary}
          busy={industryEdit.saving}
          error={industryEdit.error}
          onSave={industryEdit.save}
          onCancel={industryEdit.close}
          onMerge={() => {
            industryEdit.close();
            removal.open({ ...editedSummary, mode: 'merge' });
          }}
          onDelete={() => {
            industryEdit.close();
            removal.open({ ...editedSummary, mode: 'delete' });
          }}
        />
      )}
      {removal.removing && (
        <IndustryRemovalDialogs
          key={`${removal.removing.mode}:${removal.removing.industry}`}
          removing={removal.removing}
          industries={industryNames}
          busy={removal.busy}
          mergeError={removal.mergeError}
          deleteError={removal.deleteError}
          onMerge={removal.mergeInto}
          onDelete={removal.confirmDelete}
          onCancel={removal.close}
        />
      )}
      <DashboardFooter />
      <FocusClearOfShortcuts />
      <QuickActions industries={industryNames} go={(path) => void navigate(path)} />
    </Screen>
  );
}
