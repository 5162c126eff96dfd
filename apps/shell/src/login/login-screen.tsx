import { invitationTokenFromHash } from '../invitation/invitation-link';
import { StartBackdrop } from '../layout/start-page';
import { useLocationHash } from '../location-hash';
import { authenticate } from './authenticate';
import { LoginForm } from './login-form';

export interface LoginScreenProps {
  /** The visitor started on the form: the signed-in shell can be fetched meanwhile. */
  onStartSigningIn: () => void;
  /** Signed in (the session is stored); `invitationToAccept` when entering from an invitation. */
  onSignedIn: (invitationToAccept: string | null) => void;
}

/** The login screen; opened from an invitation link it says so, and entering joins. */
export function LoginScreen({ onStartSigningIn, onSignedIn }: LoginScreenProps) {
  const hash = useLocationHash();
  const invitation = invitationTokenFromHash(hash);
  return (
    <StartBackdrop onFocusCapture={onStartSigningIn}>
      <LoginForm
        invited={invitation !== null}
        onSubmit={async (mode, credentials) => {
          const { invitationToAccept } = await authenticate(mode, credentials, invitation);
          onSignedIn(invitationToAccept);
        }}
      />
    </StartBackdrop>
  );
}
