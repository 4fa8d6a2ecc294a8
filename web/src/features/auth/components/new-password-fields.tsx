import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import { newPasswordHint } from '../password-hint';

interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids, e.g. 'reset' gives reset-new-password. */
  idPrefix: string;
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  newPasswordError?: string;
  confirmPasswordError?: string;
}

/** The new password and its confirmation, as the reset and change forms both ask them. */
export function NewPasswordFields({
  idPrefix,
  newPassword,
  confirmPassword,
  newPasswordError,
  confirmPasswordError,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-new-password`}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={newPasswordHint}
        registration={newPassword}
        error={newPasswordError}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        registration={confirmPassword}
        error={confirmPasswordError}
      />
    </>
  );
}
