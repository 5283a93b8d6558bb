import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH, validatePasswordValues } from './password-form-values';

const TOO_SHORT = 'Password must be at least 10 characters';

describe('validatePasswordValues', () => {
  it("gives core's message for a new password under 10 characters", () => {
    expect(validatePasswordValues({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' })).toEqual({ newPassword: TOO_SHORT });
  });

  it('says when the confirmation differs', () => {
    expect(validatePasswordValues({ currentPassword: 'x', newPassword: 'long enough!', confirmPassword: 'long enough' })).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
  });

  it('gives both messages at once, and none for a long, confirmed password', () => {
    expect(validatePasswordValues({ currentPassword: '', newPassword: 'abc', confirmPassword: '' })).toEqual({ newPassword: TOO_SHORT, confirmPassword: PASSWORDS_DO_NOT_MATCH });
    expect(validatePasswordValues({ currentPassword: '', newPassword: 'long enough!', confirmPassword: 'long enough!' })).toEqual({});
  });
});
