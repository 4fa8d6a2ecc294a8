import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import type { ResetPasswordValues } from '../../../../../shared/schemas/forgot-password-schema';
import { requestResetCode, resetPassword } from '../api/password-reset';
import { otpResendSeconds, successRedirectMs } from '../auth-timing';
import { ForgotEmailForm } from '../components/forgot-email-form';
import { PasswordDone } from '../components/password-done';
import { ResendCodeButton } from '../components/resend-code-button';
import { ResetPasswordForm } from '../components/reset-password-form';
import type { FieldRefusal } from '../components/submit-with-captcha';
import { serverFieldErrors, serverMessage } from '../form-errors';
import { useCountdown } from '../hooks/use-countdown';
import { PageMeta } from '../../../components/page-meta';

type Step = { kind: 'email' } | { kind: 'reset'; email: string } | { kind: 'done' };

/**
 * /forgotPassword (spec §4): the e-mail → a mailed code → code, new password and captcha →
 * 'Password reset successfully.' → back to /signIn after 3 seconds.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [alert, setAlert] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown();

  useEffect(() => {
    if (step.kind !== 'done') return;
    const timer = setTimeout(() => void navigate('/signIn', { replace: true }), successRedirectMs);
    return () => clearTimeout(timer);
  }, [step.kind, navigate]);

  const sendCode = async (email: string) => {
    setAlert(null);
    try {
      await requestResetCode(email);
      setStep({ kind: 'reset', email });
      countdown.start(otpResendSeconds());
    } catch (error) {
      setAlert(serverMessage(error) ?? messages.passwordUpdateError);
    }
  };

  const resend = async (email: string) => {
    setResending(true);
    await sendCode(email);
    setResending(false);
  };

  const submitReset = async (
    values: ResetPasswordValues,
    captchaId: string,
  ): Promise<FieldRefusal | null> => {
    setAlert(null);
    try {
      await resetPassword(values, captchaId);
      setStep({ kind: 'done' });
      return null;
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length === 0) {
        setAlert(serverMessage(error) ?? messages.passwordUpdateFailed);
      }
      return fields;
    }
  };

  return (
    <>
      <PageMeta
        title="Forgot password · Marque"
        description="Reset the password of your Marque API Marketplace account with a code sent by e-mail."
      />
      {step.kind === 'email' ? <ForgotEmailForm onSubmit={sendCode} alert={alert} /> : null}
      {step.kind === 'reset' ? (
        <ResetPasswordForm
          email={step.email}
          onSubmit={submitReset}
          alert={alert}
          resend={
            <ResendCodeButton
              remaining={countdown.remaining}
              busy={resending}
              onResend={() => void resend(step.email)}
            />
          }
        />
      ) : null}
      {step.kind === 'done' ? <PasswordDone to="/signIn" label="Sign in now" /> : null}
    </>
  );
}
