import { invitationTokenFromHash } from './invitation-link';

describe('invitationTokenFromHash', () => {
  it('reads the token of an invitation link, decoded', () => {
    expect(invitationTokenFromHash('#/invitacion?token=abc-123_x')).toBe('abc-123_x');
    expect(invitationTokenFromHash('#/invitacion?token=a%2Bb&x=1')).toBe('a+b');
  });

  it('is null on other routes and without a token', () => {
    expect(invitationTokenFromHash('')).toBeNull();
    expect(invitationTokenFromHash('#/opiniones?token=abc')).toBeNull();
    expect(invitationTokenFromHash('#/invitacion')).toBeNull();
    expect(invitationTokenFromHash('#/invitacion?token=')).toBeNull();
    expect(invitationTokenFromHash('#/invitaciones?token=abc')).toBeNull();
  });
});
