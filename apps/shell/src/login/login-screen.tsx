import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { invitationTokenFromHash } from '../invitation/invitation-link';
import { authenticate } from './authenticate';
import { LoginForm } from './login-form';

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export interface LoginScreenProps {
  /** The visitor started on the form: the signed-in shell can be fetched meanwhile. */
  onStartSigningIn: () => void;
  /** Signed in (the session is stored); `invitationToAccept` when entering from an invitation. */
  onSignedIn: (invitationToAccept: string | null) => void;
}

/** The login screen; opened from an invitation link it says so, and entering joins. */
export function LoginScreen({ onStartSigningIn, onSignedIn }: LoginScreenProps) {
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash);
  const invitation = invitationTokenFromHash(hash);
  return (
    <Backdrop onFocusCapture={onStartSigningIn}>
      <LoginForm
        invited={invitation !== null}
        onSubmit={async (mode, credentials) => {
          const { invitationToAccept } = await authenticate(mode, credentials, invitation);
          onSignedIn(invitationToAccept);
        }}
      />
    </Backdrop>
  );
}

const Backdrop = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing.lg};
  background:
    radial-gradient(circle at 20% 20%, rgb(99 102 241 / 0.25), transparent 40%),
    ${({ theme }) => theme.colors.sidebar};
`;
