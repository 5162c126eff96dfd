import { serverText } from '@replica/api-client/sign-in';
import { Banner, LoadingState, useLanguage } from '@replica/ui/core';
import { type ReactNode, useId } from 'react';
import { LinkPagePanel, LinkPageTitle, StartBackdrop, StartLink } from '../layout/start-page';
import { useLocationHash } from '../location-hash';
import { useShellTexts } from '../texts';
import { alertConfirmationTokenFromHash } from './alert-confirmation-link';
import { useAlertConfirmation } from './use-alert-confirmation';

/**
 * `#/confirmar-alertas?token=…`, signed in or not: confirms the address the link was mailed to
 * and says whose alerts it will now receive, or the server's reason it cannot.
 */
export function AlertConfirmationPage() {
  const texts = useShellTexts().alertConfirmation;
  const token = alertConfirmationTokenFromHash(useLocationHash());
  if (!token) {
    return (
      <ConfirmationFrame title={texts.title}>
        <Banner tone="error">{texts.missingToken}</Banner>
      </ConfirmationFrame>
    );
  }
  return <ConfirmationOutcome key={token} token={token} />;
}

function ConfirmationOutcome({ token }: { token: string }) {
  const texts = useShellTexts().alertConfirmation;
  const [language] = useLanguage();
  const confirmation = useAlertConfirmation(token);
  if (confirmation.status === 'confirmed') {
    const { email, workspace } = confirmation.recipient;
    return (
      <ConfirmationFrame title={texts.confirmedTitle}>
        <Banner tone="success">{texts.confirmed(email, workspace)}</Banner>
      </ConfirmationFrame>
    );
  }
  return (
    <ConfirmationFrame title={texts.title}>
      {confirmation.status === 'confirming' ? (
        <LoadingState label={texts.confirming} />
      ) : (
        <Banner tone="error">{serverText(confirmation.error, language) ?? texts.failed}</Banner>
      )}
    </ConfirmationFrame>
  );
}

/** The page around each state: its one heading, then the state, then the way into Réplica. */
function ConfirmationFrame({ title, children }: { title: string; children: ReactNode }) {
  const texts = useShellTexts().alertConfirmation;
  const titleId = useId();
  return (
    <StartBackdrop>
      <LinkPagePanel aria-labelledby={titleId}>
        <LinkPageTitle id={titleId}>{title}</LinkPageTitle>
        {children}
        <StartLink href="#/">{texts.goToApp}</StartLink>
      </LinkPagePanel>
    </StartBackdrop>
  );
}
