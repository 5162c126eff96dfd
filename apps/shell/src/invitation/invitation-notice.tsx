import { invitationDetails } from '@replica/api-client/sign-in';
import { Banner, useTexts } from '@replica/ui/core';
import { startCallOptions } from '../start-call-options';
import { type LookUpInvitation, useInvitationDetails } from './invitation-details';
import { invitationTexts } from './invitation-texts';

const lookUpSignedOut: LookUpInvitation = (token) => invitationDetails(startCallOptions(), token);

/**
 * Beside the login form opened from an invitation link: who invited the visitor, to which
 * workspace, with which role, and that entering joins it; or why the link no longer works.
 * Loaded on demand: only a visitor with a link fetches it.
 */
export function InvitationNotice({ token }: { token: string }) {
  const texts = useTexts(invitationTexts);
  const lookup = useInvitationDetails(token, lookUpSignedOut);
  if (lookup.status === 'refused') return <Banner tone="error">{lookup.reason}</Banner>;
  return (
    <Banner tone="info">
      {lookup.status === 'found' ? texts.offer(lookup.details) : texts.invited} {texts.joinHint}
    </Banner>
  );
}
