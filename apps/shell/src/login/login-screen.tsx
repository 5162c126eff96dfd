import styled from 'styled-components';
import { authenticate } from '../session/auth-actions';
import { LoginForm } from './login-form';

export function LoginScreen() {
  return (
    <Backdrop>
      <LoginForm onSubmit={authenticate} />
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
