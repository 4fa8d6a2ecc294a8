import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  loginCodeFormSchema,
  type LoginCodeValues,
} from '../../../../../shared/schemas/sign-in-schema';
import { TextField } from '../../../components/text-field';
import { FormAlert } from '../../../components/form-alert';

interface LoginCodeFormProps {
  maskedEmail: string;
  /** 'OTP verification failed' after a wrong code. */
  alert: string | null;
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** The e-mailed sign-in code (spec §4 MFA step; §5: digits only, at most 7 characters). */
export function LoginCodeForm({ maskedEmail, alert, onSubmit, onCancel }: LoginCodeFormProps) {
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }, unknown, LoginCodeValues>({
    resolver: zodResolver(loginCodeFormSchema),
    defaultValues: { code: '' },
  });

  const submit = async ({ code }: LoginCodeValues) => {
    await onSubmit(code);
    resetField('code');
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="login-code-title"
    >
      <h2 id="login-code-title">Enter your code</h2>
      <p>{`We sent a 6-digit code to ${maskedEmail}.`}</p>
      <FormAlert message={alert} />
      <TextField
        id="login-code"
        label="Code"
        autoComplete="one-time-code"
        registration={register('code')}
        error={errors.code?.message}
      />
      <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Verifying…' : 'Verify'}
      </button>
      <p className="auth-form__links">
        <button type="button" className="link-button" onClick={onCancel}>
          Back to sign in
        </button>
      </p>
    </form>
  );
}
