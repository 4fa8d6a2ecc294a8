import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  resetPasswordSchema,
  type ResetPasswordInput,
  type ResetPasswordValues,
} from '../../../../../shared/schemas/forgot-password-schema';
import { CaptchaField } from './captcha-field';
import { TextField } from '../../../components/text-field';
import { useCaptcha } from '../hooks/use-captcha';
import { submitWithCaptcha, type FieldRefusal } from './submit-with-captcha';
import { NewPasswordFields } from './new-password-fields';
import { FormAlert } from '../../../components/form-alert';

interface ResetPasswordFormProps {
  email: string;
  onSubmit: (values: ResetPasswordValues, captchaId: string) => Promise<FieldRefusal | null>;
  alert: string | null;
  /** The Resend code button. */
  resend: ReactNode;
}

const fields = ['code', 'newPassword', 'confirmPassword'] as const;

/** Forgot password, step two (spec §4): the code, the new password twice, the captcha. */
export function ResetPasswordForm({ email, onSubmit, alert, resend }: ResetPasswordFormProps) {
  const captcha = useCaptcha();
  const {
    register,
    control,
    handleSubmit,
    resetField,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email, code: '', newPassword: '', confirmPassword: '', captcha: '' },
  });

  const submit = (values: ResetPasswordValues) =>
    submitWithCaptcha(captcha, (captchaId) => onSubmit(values, captchaId), fields, setError);

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="reset-title"
    >
      <h2 id="reset-title">Reset your password</h2>
      <p>{`We sent a 6-digit code to ${email}.`}</p>
      <FormAlert message={alert} />
      <TextField
        id="reset-code"
        label="Code"
        autoComplete="one-time-code"
        registration={register('code')}
        error={errors.code?.message}
      />
      <div className="auth-form__resend">{resend}</div>
      <NewPasswordFields
        idPrefix="reset"
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        newPasswordError={errors.newPassword?.message}
        confirmPasswordError={errors.confirmPassword?.message}
      />
      <CaptchaField
        id="reset-captcha"
        captcha={captcha}
        control={control}
        resetField={resetField}
        name="captcha"
      />
      <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Reset password'}
      </button>
      <p className="auth-form__links">
        <Link to="/signIn">Back to sign in</Link>
      </p>
    </form>
  );
}
