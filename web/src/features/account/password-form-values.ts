import { validateNewPassword, type FieldErrors } from '../../lib/core';

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  /** The new password typed again: the browser's own check, never sent. */
  confirmPassword: string;
}

export type PasswordField = keyof PasswordFormValues;
export const passwordFields: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];
export const emptyPasswordValues: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * The form's messages: core's rule for the new password (its length), and the confirmation's
 * match. Whether the current password is right is the server's to say (a 422 on `currentPassword`).
 */
export function validatePasswordValues(values: PasswordFormValues): FieldErrors {
  const errors = validateNewPassword(values.newPassword);
  return values.confirmPassword === values.newPassword ? errors : { ...errors, confirmPassword: PASSWORDS_DO_NOT_MATCH };
}
