import { can, errorText, sessionAtom } from '@replica/api-client';
import {
  Banner,
  Button,
  Card,
  LoadingState,
  PageHeading,
  deferred,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { AlertsCard } from './alerts-card';
import { ApiTokensCard } from './api-tokens-card';
import { ApifyAccountCard } from './apify-account-card';
import { InvitationsCard } from './invitations-card';
import { MembersCard } from './members-card';
import { PasswordCard } from './password-card';
import { texts } from './texts';
import { useTeam } from './use-team';
import { WhenNearView } from './when-near-view';
import { WorkspaceCard } from './workspace-card';

// The log's sentences for every action, in both languages, are the screen's largest texts: they
// load when the card, last on the page, comes near the viewport.
const AuditLogCard = deferred(() => import('./audit-log-card').then((m) => m.AuditLogCard));

export type PageProps = {
  /**
   * After the member left the workspace, or deleted it as its owner: the session acts in another
   * one. By default the page reloads at Inicio.
   */
  onLeft?: () => void;
};

/**
 * The session now acts in another workspace: every screen must read it afresh, so the page
 * reloads, at Inicio (this one may not be the new workspace's business).
 */
function reloadAtHome() {
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  window.location.reload();
}

/** The Equipo screen (the workspace's team), exposed to the shell as `equipo/Page`. */
export default function Page({ onLeft = reloadAtHome }: PageProps) {
  const session = useAtomValue(sessionAtom);
  const t = useTexts(texts);
  const auditPlaceholder = (
    <Card title={t.auditTitle}>
      <LoadingState label={t.loading} />
    </Card>
  );
  const [language] = useLanguage();
  const { state, reload } = useTeam();

  return (
    <Screen
      data-screen="equipo"
      data-session-user={session.status === 'signed-in' ? session.user.email : undefined}
      data-role={state.status === 'loaded' ? state.workspace.role : undefined}
    >
      <PageHeading title={t.title} subtitle={t.subtitle} />
      {state.status === 'loading' && <LoadingState label={t.loading} />}
      {state.status === 'failed' && (
        <Banner tone="error">
          {errorText(state.error, 'team', language)}{' '}
          <Button variant="secondary" size="sm" onClick={reload}>
            {t.retry}
          </Button>
        </Banner>
      )}
      {state.status === 'loaded' && session.status === 'signed-in' && (
        <>
          <WorkspaceCard workspace={state.workspace} onDeleted={onLeft} />
          <MembersCard
            workspace={state.workspace}
            members={state.members}
            myUserId={session.user.id}
            onLeft={onLeft}
          />
          <PasswordCard />
          <AlertsCard canEdit={can(state.workspace.role, 'manageMembers')} />
          {can(state.workspace.role, 'manageMembers') && (
            <>
              <InvitationsCard actorRole={state.workspace.role} />
              <ApiTokensCard actorRole={state.workspace.role} />
            </>
          )}
          {can(state.workspace.role, 'scrape') && <ApifyAccountCard />}
          {can(state.workspace.role, 'manageMembers') && (
            <WhenNearView placeholder={auditPlaceholder}>
              <AuditLogCard members={state.members} fallback={auditPlaceholder} />
            </WhenNearView>
          )}
        </>
      )}
    </Screen>
  );
}

const Screen = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;
