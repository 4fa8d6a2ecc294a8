import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  signInSchema,
  type SignInInput,
  type SignInValues,
} from '../../../../../shared/schemas/sign-in-schema';
import { CaptchaField } from './captcha-field';
import { TextField } from '../../../components/text-field';
import { useCaptcha } from '../hooks/use-captcha';
import { FormAlert } from '../../../components/form-alert';
import { submitWithCaptcha, type FieldRefusal } from './submit-with-captcha';

interface SignInFormProps {
  /** Null when the sign-in went on; a refusal (maybe with a `captcha` message) brings a new captcha. */
  onSubmit: (values: SignInValues, captchaId: string) => Promise<FieldRefusal | null>;
  /** The refusal shown above the fields ('Invalid Username / Password', …). */
  alert: string | null;
  /** More ways in (the domain ID button), under the submit button. */
  children?: ReactNode;
  /** The address a sign-in link filled in (the activation mail's link). */
  initialEmail?: string;
}

/** E-mail, password and the server's captcha (spec §5); every refusal brings a new captcha. */
export function SignInForm({ onSubmit, alert, children, initialEmail }: SignInFormProps) {
  const captcha = useCaptcha();
  const {
    register,
    control,
    handleSubmit,
    resetField,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: initialEmail ?? '', password: '', captcha: '' },
  });

  // Sign-in refusals are told above the form or in a modal; only the captcha's goes to a field.
  const submit = (values: SignInValues) =>
    submitWithCaptcha(captcha, (captchaId) => onSubmit(values, captchaId), [], setError);

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="sign-in-title"
    >
      <h2 id="sign-in-title">Sign in</h2>
      <FormAlert message={alert} />
      <TextField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="username"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <CaptchaField
        id="sign-in-captcha"
        captcha={captcha}
        control={control}
        resetField={resetField}
        name="captcha"
      />
      <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </button>
      {children}
      <p className="auth-form__links">
        <Link to="/forgotPassword">Forgot password?</Link>
      </p>
    </form>
  );
}
