import { useLoadedComponent } from '@replica/ui/core';
import { useState } from 'react';
import { invitationTokenFromHash } from '../invitation/invitation-link';
import { StartBackdrop } from '../layout/start-page';
import { useLocationHash } from '../location-hash';
import { authenticate } from './authenticate';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

export interface LoginScreenProps {
  /** The visitor started on the form: the signed-in shell can be fetched meanwhile. */
  onStartSigningIn: () => void;
  /** Signed in (the session is stored); `invitationToAccept` when entering from an invitation. */
  onSignedIn: (invitationToAccept: string | null) => void;
}

/**
 * Which form shows, with the e-mail carried from one to the other; `returned` once the visitor
 * came back from the forgotten-password form, whose controls vanished with it.
 */
type View = { form: 'login' | 'forgotPassword'; email: string; returned: boolean };

// Only a visitor who opens an invitation link fetches what it says.
const loadInvitationNotice = () =>
  import('../invitation/invitation-notice').then((module) => module.InvitationNotice);

/** Who invited the visitor, where and as what, once its code has arrived; nothing until then. */
function LoadedInvitationNotice({ token }: { token: string }) {
  const [notice] = useLoadedComponent(loadInvitationNotice);
  return notice.status === 'loaded' ? <notice.Component token={token} /> : null;
}

/**
 * The login screen; opened from an invitation link it says who invited the visitor, to which
 * workspace, with which role, and entering joins. A forgotten password is asked for here too, by
 * e-mail.
 */
export function LoginScreen({ onStartSigningIn, onSignedIn }: LoginScreenProps) {
  const hash = useLocationHash();
  const invitation = invitationTokenFromHash(hash);
  const [view, setView] = useState<View>({ form: 'login', email: '', returned: false });
  return (
    <StartBackdrop onFocusCapture={onStartSigningIn}>
      {view.form === 'forgotPassword' ? (
        <ForgotPasswordForm
          initialEmail={view.email}
          onBack={(email) => setView({ form: 'login', email, returned: true })}
        />
      ) : (
        <LoginForm
          invitationNotice={
            invitation === null ? undefined : <LoadedInvitationNotice token={invitation} />
          }
          initialEmail={view.email}
          autoFocus={view.returned}
          onForgotPassword={(email) => setView({ form: 'forgotPassword', email, returned: false })}
          onSubmit={async (mode, entry) => {
            const { invitationToAccept } = await authenticate(mode, entry, invitation);
            onSignedIn(invitationToAccept);
          }}
        />
      )}
    </StartBackdrop>
  );
}
