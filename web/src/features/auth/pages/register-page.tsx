import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { RegisterValues } from '../../../../../shared/schemas/register-schema';
import { useAuth } from '../../../lib/auth/auth-context';
import { registerAccount } from '../register/api/register-account';
import { RegisterForm } from '../register/components/register-form';
import { RegistrationSuccessDialog } from '../register/components/registration-success-dialog';
import '../register/register.css';
import { PageMeta } from '../../../components/page-meta';

/** /register: the register form; on success a modal, then the home page after 3 seconds. */
export function RegisterPage() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);

  if (status === 'signedIn' && !submitted) return <Navigate to="/" replace />;

  const submit = async (values: RegisterValues, captchaId: string) => {
    await registerAccount(values, captchaId);
    setSubmitted(true);
  };

  return (
    <>
      <PageMeta
        title="Register · Marque"
        description="Create a Marque API Marketplace account to get API keys, subscribe to services and go to production."
      />
      <RegisterForm onSubmit={submit} />
      {submitted ? (
        <RegistrationSuccessDialog onDone={() => void navigate('/', { replace: true })} />
      ) : null}
    </>
  );
}
