import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { signInErrorMessage } from '../sign-in-errors';
import { signInSchema, type SignInInput, type SignInValues } from '../sign-in-schema';

interface SignInFormProps {
  /** Signs in; a thrown error is shown above the form. */
  onSubmit: (values: SignInValues) => Promise<void>;
}

/** E-mail and password. The identity work extends it (captcha, e-mail code, lockout warnings). */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = async (values: SignInValues) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(signInErrorMessage(error));
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="sign-in-title"
    >
      <h2 id="sign-in-title">Sign in</h2>
      {formError ? (
        <div className="form-alert" role="alert">
          {formError}
        </div>
      ) : null}
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
      <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </button>
      <p className="auth-form__links">
        <Link to="/forgotPassword">Forgot password?</Link>
        <span>
          New to Marque? <Link to="/register">Register</Link>
        </span>
      </p>
    </form>
  );
}
