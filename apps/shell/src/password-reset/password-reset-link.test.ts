import { passwordResetTokenFromHash } from './password-reset-link';

describe('passwordResetTokenFromHash', () => {
  it('reads the token of a password reset link, decoded', () => {
    expect(passwordResetTokenFromHash('#/restablecer?token=abc-123_x')).toBe('abc-123_x');
    expect(passwordResetTokenFromHash('#/restablecer?x=1&token=a%2Bb')).toBe('a+b');
  });

  it('is null on other routes and without a token', () => {
    expect(passwordResetTokenFromHash('')).toBeNull();
    expect(passwordResetTokenFromHash('#/invitacion?token=abc')).toBeNull();
    expect(passwordResetTokenFromHash('#/restablecer')).toBeNull();
    expect(passwordResetTokenFromHash('#/restablecer?token=%20')).toBeNull();
  });
});
