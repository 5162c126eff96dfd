import { screenPath } from '@replica/api-client/screen-path';
import { DEFAULT_INDUSTRY, FIXED_INDUSTRIES, sessionAtom } from '@replica/api-client';
import {
  Badge,
  Banner,
  Button,
  JobProgress,
  PageHeading,
  Tabs,
  floatingActionsClearance,
  useTexts,
} from '@replica/ui';
import { useCurrentWorkspace } from '@replica/api-client/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DashboardFooter } from './dashboard-footer';
import { featureEnabled } from './features';
import { IndustriesPanel } from './industries-panel';
import { IndustryEditDialog } from './industry-edit-dialog';
import { LanguagePanel } from './language-panel';
import { MetricsGrid } from './metrics-grid';
import { ObjectionsPanel } from './objections-panel';
import { QuickActions } from './quick-actions';
import { inicioTexts } from './texts';
import { useDashboard } from './use-dashboard';
import { useIndustryEdit } from './use-industry-edit';
import { useReclassify } from './use-reclassify';

type DashboardTab = 'industries' | 'objections' | 'language';

/** The floating shortcuts: Opiniones, Ingesta, Reporte and the search. */
const QUICK_ACTIONS = 4;

const Screen = styled.section`
  /* Room under the last cards and the footer for the whole column of floating buttons, so
     scrolled to the end none of their figures sits under one. */
  padding-bottom: ${floatingActionsClearance(QUICK_ACTIONS)};
`;

const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  &:empty {
    display: none;
  }
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
  const reclassification = useReclassify();
  const { can } = useCurrentWorkspace();
  const [tab, setTab] = useState<DashboardTab>('industries');

  const industryNames = [
    ...new Set([
      ...FIXED_INDUSTRIES,
      ...(industries.status === 'ok' ? industries.value.map((item) => item.industry) : []),
    ]),
  ];
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
          { id: 'language', label: t.tabs.language },
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
        {tab === 'language' &&
          (featureEnabled('language') ? (
            <LanguagePanel
              industries={industryNames}
              initialIndustry={searchParams.get('industry') || DEFAULT_INDUSTRY}
            />
          ) : (
            <Placeholder>{t.languageSoon}</Placeholder>
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
        />
      )}
      <DashboardFooter />
      <QuickActions
        industries={industryNames}
        industry={searchParams.get('industry') || DEFAULT_INDUSTRY}
        go={(path) => void navigate(path)}
      />
    </Screen>
  );
}
