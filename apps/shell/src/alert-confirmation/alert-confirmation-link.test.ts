import { alertConfirmationTokenFromHash } from './alert-confirmation-link';

describe('alertConfirmationTokenFromHash', () => {
  it('reads the token of an alert-confirmation link, decoded', () => {
    expect(alertConfirmationTokenFromHash('#/confirmar-alertas?token=abc-123_x')).toBe('abc-123_x');
    expect(alertConfirmationTokenFromHash('#/confirmar-alertas?x=1&token=a%2Bb')).toBe('a+b');
  });

  it('is null on other routes and without a token', () => {
    expect(alertConfirmationTokenFromHash('')).toBeNull();
    expect(alertConfirmationTokenFromHash('#/invitacion?token=abc')).toBeNull();
    expect(alertConfirmationTokenFromHash('#/confirmar-alertas')).toBeNull();
    expect(alertConfirmationTokenFromHash('#/confirmar-alertas?token=%20')).toBeNull();
  });
});
