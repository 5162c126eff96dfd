import { type User, api, errorText } from '@replica/api-client';
import { ActionRow, Banner, Button, Card, useLanguage, useTexts } from '@replica/ui';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from '@replica/ui/router';
import styled from 'styled-components';
import { type LookUpInvitation, useInvitationDetails } from './invitation-details';
import { invitationPageTexts } from './invitation-page-texts';
import { invitationTexts } from './invitation-texts';
import { joinInvitedWorkspace, joiningAtom } from './join-workspace';

const lookUpSignedIn: LookUpInvitation = (token) => api.invitationDetails({ body: { token } });

/**
 * `#/invitacion?token=…` for someone signed in: who invited them, to which workspace, with which
 * role; accept to join it (the page then reloads at Inicio, in it), or the server's reason it
 * cannot be used.
 */
export function InvitationPage({ user }: { user: User }) {
  const texts = useTexts(invitationPageTexts);
  const offers = useTexts(invitationTexts);
  const [language] = useLanguage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const joining = useAtomValue(joiningAtom);
  const token = searchParams.get('token')?.trim() || null;
  const lookup = useInvitationDetails(token, lookUpSignedIn);
  const usable = token !== null && lookup.status !== 'refused';

  return (
    <Narrow>
      <Card title={texts.title}>
        <Content>
          {!token && <Banner tone="error">{texts.missingToken}</Banner>}
          {lookup.status === 'found' && <p>{offers.offer(lookup.details)}</p>}
          {lookup.status === 'refused' && <Banner tone="error">{lookup.reason}</Banner>}
          {usable && <p>{texts.intro(user.email)}</p>}
          {joining.status === 'failed' && (
            <Banner tone="error">{errorText(joining.error, 'invitation', language)}</Banner>
          )}
          <ActionRow>
            {usable && (
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
