import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import type { ChangePasswordValues } from '../../../../../shared/schemas/forgot-password-schema';
import { useAuth } from '../../../lib/auth/auth-context';
import { changeOwnPassword } from '../api/change-password';
import { successRedirectMs } from '../auth-timing';
import { ChangePasswordForm } from '../components/change-password-form';
import { PasswordDone } from '../components/password-done';
import type { FieldRefusal } from '../components/submit-with-captcha';
import { serverFieldErrors, serverMessage } from '../form-errors';
import type { ChangePasswordReason } from '../hooks/use-after-sign-in';
import { PageMeta } from '../../../components/page-meta';

function introFor(state: unknown): string {
  const reason = (state as Partial<ChangePasswordReason> | null)?.reason;
  if (reason === 'expired') {
    return 'Your password has expired. Choose a new password to continue.';
  }
  if (reason === 'expiring') {
    const days = (state as { daysLeft?: unknown }).daysLeft;
    if (typeof days === 'number') {
      return `Your password expires in ${days === 1 ? '1 day' : `${days} days`}.`;
    }
  }
  return 'Choose a new password for your account.';
}

/**
 * /changePassword (spec §4 change-password mode; needs a session, see the router): current
 * password, new password, captcha → 'Password reset successfully.' → home after 3 seconds.
 */
export function ChangePasswordPage() {
  const { user, getAccessToken, refreshSession } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [intro] = useState(() => introFor(location.state));
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), successRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (
    values: ChangePasswordValues,
    captchaId: string,
  ): Promise<FieldRefusal | null> => {
    setAlert(null);
    try {
      const token = await getAccessToken();
      if (!token) {
        setAlert(messages.somethingWentWrong);
        return {};
      }
      await changeOwnPassword(values, captchaId, token);
      // The ID token still says the old password expired; the server would refuse it elsewhere.
      await refreshSession().catch(() => undefined);
      setDone(true);
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
        title="Change password · Marque"
        description="Choose a new password for your Marque API Marketplace account."
        noIndex
      />
      {done ? (
        <PasswordDone to="/" label="Go to the home page" />
      ) : (
        <ChangePasswordForm
          email={user?.email ?? ''}
          intro={intro}
          onSubmit={submit}
          alert={alert}
        />
      )}
    </>
  );
}
