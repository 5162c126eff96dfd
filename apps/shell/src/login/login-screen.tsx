import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { invitationTokenFromHash } from '../invitation/invitation-link';
import { authenticate } from '../session/auth-actions';
import { LoginForm } from './login-form';

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The login screen; opened from an invitation link it says so, and entering joins. */
export function LoginScreen() {
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash);
  const invitation = invitationTokenFromHash(hash);
  return (
    <Backdrop>
      <LoginForm
        invited={invitation !== null}
        onSubmit={(mode, credentials) => authenticate(mode, credentials, invitation)}
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
