import { type User, errorText } from '@replica/api-client';
import { ActionRow, Banner, Button, Card, useLanguage } from '@replica/ui';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useShellTexts } from '../texts';
import { joinInvitedWorkspace, joiningAtom } from './join-workspace';

/**
 * `#/invitacion?token=…` for someone signed in: accept to join that workspace (the page then
 * reloads at Inicio, in it), or the server's reason it cannot be used.
 */
export function InvitationPage({ user }: { user: User }) {
  const texts = useShellTexts().invitation;
  const [language] = useLanguage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const joining = useAtomValue(joiningAtom);
  const token = searchParams.get('token')?.trim() || null;

  return (
    <Narrow>
      <Card title={texts.title}>
        <Content>
          {token ? (
            <p>{texts.intro(user.email)}</p>
          ) : (
            <Banner tone="error">{texts.missingToken}</Banner>
          )}
          {joining.status === 'failed' && (
            <Banner tone="error">{errorText(joining.error, 'invitation', language)}</Banner>
          )}
          <ActionRow>
            {token && (
              <Button
                busy={joining.status === 'joining'}
                onClick={() => void joinInvitedWorkspace(token)}
              >
                {joining.status === 'joining' ? texts.joining : texts.accept}
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={joining.status === 'joining'}
              onClick={() => void navigate('/')}
            >
              {texts.goHome}
            </Button>
          </ActionRow>
        </Content>
      </Card>
    </Narrow>
  );
}

const Narrow = styled.div`
  max-width: 40rem;
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  p {
    margin: 0;
  }
`;
