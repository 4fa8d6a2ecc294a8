import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import type { SignInValues } from '../../../../../shared/schemas/sign-in-schema';
import { LoadingState } from '../../../components/loading-state';
import { useAuth, type SignInOutcome } from '../../../lib/auth/auth-context';
import { getConfig } from '../../../lib/config';
import type { SessionUser } from '../../../lib/auth/session-user';
import {
  signInRefusal,
  type RefusalDialog as RefusalDialogModel,
} from '../../../lib/auth/sign-in-refusal';
import { DomainSignInButton } from '../components/domain-sign-in-button';
import { DomainSignInOverlay } from '../components/domain-sign-in-overlay';
import { LoginCodeForm } from '../components/login-code-form';
import { PasswordExpiryDialog } from '../components/password-expiry-dialog';
import { RefusalDialog } from '../components/refusal-dialog';
import { SignInForm } from '../components/sign-in-form';
import type { FieldRefusal } from '../components/submit-with-captcha';
import { useAfterSignIn } from '../hooks/use-after-sign-in';

type Step =
  | { kind: 'form' }
  | { kind: 'code'; maskedEmail: string }
  /** Tokens issued: the sign-in check and the expiry rule run. */
  | { kind: 'finishing' }
  /** Back from the corporate directory (`?code=`): the screen is blocked until it completes. */
  | { kind: 'directory' };

/** `?code=` (or the directory's `?error=`) on a stage with a corporate directory. */
function isDirectoryReturn(params: URLSearchParams): boolean {
  if (!params.has('code') && !params.has('error')) return false;
  try {
    return Boolean(getConfig().corporateSignIn);
  } catch {
    return false;
  }
}

/**
 * /signIn (spec §4 sign-in flow): e-mail, password and captcha → the e-mailed code → the sign-in
 * check and password expiry → home. Refusals show the spec's messages and modals.
 */
export function SignInPage() {
  const auth = useAuth();
  const { status, confirmCode, completeDomainSignIn } = auth;
  const [searchParams] = useSearchParams();
  const after = useAfterSignIn();
  const finishChecks = after.finish;
  const [directoryReturn] = useState(() => isDirectoryReturn(searchParams));
  const [step, setStep] = useState<Step>(
    directoryReturn ? { kind: 'directory' } : { kind: 'form' },
  );
  /** A sign-in is under way: a session appearing now must not send the page home early. */
  const [active, setActive] = useState(directoryReturn);
  const [alert, setAlert] = useState<string | null>(null);
  const [codeAlert, setCodeAlert] = useState<string | null>(null);
  const [dialog, setDialog] = useState<RefusalDialogModel | null>(null);

  const backToForm = useCallback((message: string | null) => {
    setAlert(message);
    setActive(false);
    setStep({ kind: 'form' });
  }, []);

  const finish = useCallback(
    async (user: SessionUser) => {
      setStep({ kind: 'finishing' });
      if (!(await finishChecks(user))) backToForm(messages.somethingWentWrong);
    },
    [finishChecks, backToForm],
  );

  const handleOutcome = async (outcome: SignInOutcome): Promise<FieldRefusal | null> => {
    if (outcome.status === 'signedIn') {
      await finish(outcome.user);
      return null;
    }
    if (outcome.status === 'codeRequired') {
      setCodeAlert(outcome.wrongCode ? messages.otpVerificationFailed : null);
      setStep({ kind: 'code', maskedEmail: outcome.maskedEmail });
      return null;
    }
    setDialog(outcome.dialog);
    backToForm(outcome.alert);
    return outcome.captchaError ? { captcha: outcome.captchaError } : {};
  };

  const submitPassword = async (values: SignInValues, captchaId: string) => {
    setActive(true);
    setAlert(null);
    setDialog(null);
    let outcome: SignInOutcome;
    try {
      outcome = await auth.signIn(values.email, values.password, {
        captchaId,
        answer: values.captcha,
      });
    } catch (error) {
      outcome = signInRefusal(error, 'password');
    }
    return handleOutcome(outcome);
  };

  const submitCode = async (code: string) => {
    setCodeAlert(null);
    let outcome: SignInOutcome;
    try {
      outcome = await confirmCode(code);
    } catch (error) {
      outcome = signInRefusal(error, 'code');
    }
    await handleOutcome(outcome);
  };

  const startDomainSignIn = () => {
    setAlert(null);
    auth.signInWithDomain().catch(() => setAlert(messages.somethingWentWrong));
  };

  // Back from the directory: let Amplify exchange the code, then run the same checks.
  const directoryStarted = useRef(false);
  useEffect(() => {
    if (!directoryReturn || directoryStarted.current) return;
    directoryStarted.current = true;
    completeDomainSignIn()
      .catch(() => null)
      .then((user) => (user ? finish(user) : backToForm(messages.somethingWentWrong)));
  }, [directoryReturn, completeDomainSignIn, finish, backToForm]);

  if (status === 'signedIn' && !active) return <Navigate to="/" replace />;

  return (
    <>
      <title>Sign in · Marque</title>
      {step.kind === 'form' ? (
        <SignInForm onSubmit={submitPassword} alert={alert}>
          <DomainSignInButton onStart={startDomainSignIn} />
        </SignInForm>
      ) : step.kind === 'code' ? (
        <LoginCodeForm
          maskedEmail={step.maskedEmail}
          alert={codeAlert}
          onSubmit={submitCode}
          onCancel={() => backToForm(null)}
        />
      ) : (
        <LoadingState label="Signing you in…" />
      )}
      {step.kind === 'directory' ? <DomainSignInOverlay /> : null}
      {dialog ? <RefusalDialog dialog={dialog} onClose={() => setDialog(null)} /> : null}
      {after.warning ? (
        <PasswordExpiryDialog
          daysLeft={after.warning.daysLeft}
          onChangePassword={after.changeNow}
          onSkip={after.skip}
        />
      ) : null}
    </>
  );
}
