import { Banner } from '@replica/ui/core';
import { useId, useState } from 'react';
import { FocusOnArrival } from '../layout/focus-on-arrival';
import { LinkPagePanel, LinkPageTitle, StartBackdrop, StartLink } from '../layout/start-page';
import { useLocationHash } from '../location-hash';
import { useShellTexts } from '../texts';
import { NewPasswordForm } from './new-password-form';
import { passwordResetTokenFromHash } from './password-reset-link';

export interface PasswordResetPageProps {
  /** The password changed: the server ended every session, so the start is signed out. */
  onPasswordReset: () => void;
}

/**
 * `#/restablecer?token=…`, signed in or not: the new password for the link's account, then the
 * way to sign in with it.
 */
export function PasswordResetPage({ onPasswordReset }: PasswordResetPageProps) {
  const texts = useShellTexts().passwordReset;
  const titleId = useId();
  const token = passwordResetTokenFromHash(useLocationHash());
  // The token whose password was changed: another link opened after it shows its own form.
  const [changedFor, setChangedFor] = useState<string | null>(null);
  const changed = token !== null && changedFor === token;

  return (
    <StartBackdrop>
      <LinkPagePanel aria-labelledby={titleId}>
        <LinkPageTitle id={titleId}>{texts.title}</LinkPageTitle>
        {changed ? (
          <FocusOnArrival>
            <Banner tone="success">{texts.changed}</Banner>
          </FocusOnArrival>
        ) : token ? (
          <NewPasswordForm
            key={token}
            token={token}
            onReset={() => {
              setChangedFor(token);
              onPasswordReset();
            }}
          />
        ) : (
          <Banner tone="error">{texts.missingToken}</Banner>
        )}
        <StartLink href="#/">{changed ? texts.signIn : texts.goToApp}</StartLink>
      </LinkPagePanel>
    </StartBackdrop>
  );
}
