import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { Breadcrumb } from '../../../components/breadcrumb';
import { useAuth } from '../../../lib/auth/auth-context';
import { showError } from '../../../lib/notify';
import { feedbackErrorMessage, useSubmitFeedback } from '../api/submit-feedback';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackThanks } from '../components/feedback-thanks';
import type { FeedbackFormValues } from '../feedback-form-schema';
import '../feedback.css';
import { PageMeta } from '../../../components/page-meta';

/** /feedback: the survey asked for at sign-out; after it, a thank-you and a Sign out button. */
export function FeedbackPage() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = useSubmitFeedback();
  const [signingOut, setSigningOut] = useState(false);

  const submit = async (values: FeedbackFormValues) => {
    try {
      await send.mutateAsync(values);
    } catch {
      // shown from send.error
    }
  };

  const endSession = () => {
    setSigningOut(true);
    signOut()
      .catch(() => showError(messages.somethingWentWrong))
      .finally(() => {
        queryClient.clear();
        void navigate('/');
      });
  };

  return (
    <div className="container page">
      <PageMeta
        title="Feedback · Marque"
        description="Tell us how the Marque API Marketplace works for you."
        noIndex
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Feedback' }]} />
      <header className="page-header">
        <h1>Share your feedback</h1>
        <p>Three quick questions about the portal. It takes about a minute.</p>
      </header>
      {send.isSuccess ? (
        <FeedbackThanks onSignOut={endSession} signingOut={signingOut} />
      ) : (
        <section className="card feedback-card" aria-label="Survey">
          <FeedbackForm
            onSubmit={submit}
            submitError={send.isError ? feedbackErrorMessage(send.error) : null}
          />
        </section>
      )}
    </div>
  );
}
