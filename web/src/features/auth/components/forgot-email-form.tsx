import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  forgotPasswordEmailSchema,
  type ForgotPasswordEmailValues,
} from '../../../../../shared/schemas/forgot-password-schema';
import { TextField } from '../../../components/text-field';
import { FormAlert } from '../../../components/form-alert';

interface ForgotEmailFormProps {
  onSubmit: (email: string) => Promise<void>;
  alert: string | null;
}

/** Forgot password, step one (spec §4): the account's e-mail, to mail a code to. */
export function ForgotEmailForm({ onSubmit, alert }: ForgotEmailFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }, unknown, ForgotPasswordEmailValues>({
    resolver: zodResolver(forgotPasswordEmailSchema),
    defaultValues: { email: '' },
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={handleSubmit(({ email }) => onSubmit(email))}
      aria-labelledby="forgot-title"
    >
      <h2 id="forgot-title">Forgot password</h2>
      <p>Enter the e-mail of your account and we will send you a 6-digit code.</p>
      <FormAlert message={alert} />
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="username"
        registration={register('email')}
        error={errors.email?.message}
      />
      <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send code'}
      </button>
      <p className="auth-form__links">
        <Link to="/signIn">Back to sign in</Link>
      </p>
    </form>
  );
}
