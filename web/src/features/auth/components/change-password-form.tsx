import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  changePasswordSchema,
  type ChangePasswordInput,
  type ChangePasswordValues,
} from '../../../../../shared/schemas/forgot-password-schema';
import { CaptchaField } from './captcha-field';
import { TextField } from '../../../components/text-field';
import { useCaptcha } from '../hooks/use-captcha';
import { NewPasswordFields } from './new-password-fields';
import { submitWithCaptcha, type FieldRefusal } from './submit-with-captcha';
import { FormAlert } from '../../../components/form-alert';

interface ChangePasswordFormProps {
  /** The signed-in user's e-mail (part of the request, not shown as a field). */
  email: string;
  /** Why the page opened: 'Your password has expired…' and the like. */
  intro: string;
  onSubmit: (values: ChangePasswordValues, captchaId: string) => Promise<FieldRefusal | null>;
  alert: string | null;
}

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Change-password mode (spec §4): current password, new password twice, captcha. */
export function ChangePasswordForm({ email, intro, onSubmit, alert }: ChangePasswordFormProps) {
  const captcha = useCaptcha();
  const {
    register,
    control,
    handleSubmit,
    resetField,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: {
      email,
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      captcha: '',
    },
  });

  const submit = (values: ChangePasswordValues) =>
    submitWithCaptcha(captcha, (captchaId) => onSubmit(values, captchaId), fields, setError);

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="change-title"
    >
      <h2 id="change-title">Change password</h2>
      <p>{intro}</p>
      <FormAlert message={alert} />
      <TextField
        id="change-current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <NewPasswordFields
        idPrefix="change"
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        newPasswordError={errors.newPassword?.message}
        confirmPasswordError={errors.confirmPassword?.message}
      />
      <CaptchaField
        id="change-captcha"
        captcha={captcha}
        control={control}
        resetField={resetField}
        name="captcha"
      />
      <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Change password'}
      </button>
    </form>
  );
}
