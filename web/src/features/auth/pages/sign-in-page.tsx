import { Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context';
import { SignInForm } from '../components/sign-in-form';
import { UnsupportedStepError } from '../sign-in-errors';
import type { SignInValues } from '../sign-in-schema';

/** /signIn: the form of the two-panel screen; a completed sign-in goes to the home page. */
export function SignInPage() {
  const { status, signIn } = useAuth();
  const navigate = useNavigate();

  if (status === 'signedIn') return <Navigate to="/" replace />;

  const submit = async ({ email, password }: SignInValues) => {
    const outcome = await signIn(email, password);
    if (outcome.status !== 'signedIn') throw new UnsupportedStepError(outcome.step);
    await navigate('/', { replace: true });
  };

  return (
    <>
      <title>Sign in · Marque</title>
      <SignInForm onSubmit={submit} />
    </>
  );
}
