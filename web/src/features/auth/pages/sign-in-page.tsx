import { useCallback, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import type { SignInValues } from '../../../../../shared/schemas/sign-in-schema';
import { emailOfSignInHash } from '../../../../../shared/sign-in-link';
import { LoadingState } from '../../../components/loading-state';
import { useAuth, type SignInOutcome } from '../../../lib/auth/auth-context';
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
import { RegisterInvitation } from '../components/register-invitation';
import { SessionTakeoverOffer } from '../components/session-takeover-offer';
import { SignInForm } from '../components/sign-in-form';
import type { FieldRefusal } from '../components/submit-with-captcha';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { useDirectoryReturn } from '../hooks/use-directory-return';
import { PageMeta } from '../../../components/page-meta';

type Step =
  | { kind: 'form' }
  | { kind: 'code'; maskedEmail: string }
  /** Password and code proven, another session live: end it, or keep it. */
  | { kind: 'takeover' }
  /** Tokens issued: the sign-in check and the expiry rule run. */
  | { kind: 'finishing' };

/**
 * /signIn (spec §4 sign-in flow): e-mail, password and captcha → the e-mailed code → (another
 * session live: sign it out, or keep it and be refused) → the sign-in check and password expiry
 * → home. Refusals show the spec's messages and modals. Back from the
 * corporate directory (`?code=`) the screen stays blocked until that sign-in has run its course.
 */
export function SignInPage() {
  const auth = useAuth();
  // The activation mail's link fills in the address (`#email=`, shared/sign-in-link.ts).
  const location = useLocation();
  const { status, confirmCode } = auth;
  const after = useAfterSignIn();
  const finishChecks = after.finish;
  const directoryRunning = useDirectoryReturn(finishChecks);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  /** A password sign-in is under way: a session appearing now must not send the page home early. */
  const [active, setActive] = useState(false);
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
    if (outcome.status === 'takeoverOffered') {
      setStep({ kind: 'takeover' });
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

  const answerTakeover = (answer: () => Promise<SignInOutcome>) => async () => {
    let outcome: SignInOutcome;
    try {
      outcome = await answer();
    } catch (error) {
      outcome = signInRefusal(error, 'takeover');
    }
    await handleOutcome(outcome);
  };

  const startDomainSignIn = () => {
    setAlert(null);
    auth.signInWithDomain().catch(() => setAlert(messages.somethingWentWrong));
  };

  if (status === 'signedIn' && !active && !directoryRunning) return <Navigate to="/" replace />;

  return (
    <>
      <PageMeta
        title="Sign in · Marque"
        description="Sign in to the Marque API Marketplace to manage your applications, keys and subscriptions."
      />
      {directoryRunning ? (
        <LoadingState label="Signing you in…" />
      ) : step.kind === 'form' ? (
        <>
          <SignInForm
            onSubmit={submitPassword}
            alert={alert}
            initialEmail={emailOfSignInHash(location.hash)}
          >
            <DomainSignInButton onStart={startDomainSignIn} />
          </SignInForm>
          <RegisterInvitation />
        </>
      ) : step.kind === 'code' ? (
        <LoginCodeForm
          maskedEmail={step.maskedEmail}
          alert={codeAlert}
          onSubmit={submitCode}
          onCancel={() => backToForm(null)}
        />
      ) : step.kind === 'takeover' ? (
        <SessionTakeoverOffer
          onTakeOver={answerTakeover(() => auth.takeOverSession())}
          onKeep={answerTakeover(() => auth.declineTakeover())}
        />
      ) : (
        <LoadingState label="Signing you in…" />
      )}
      {directoryRunning && !after.warning ? <DomainSignInOverlay /> : null}
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
