import { firstCallMessages } from '../../../../../shared/first-call-messages';
import { useResetTours } from '../../../components/guided-tour/use-tour-progress';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';

/** 'Show the tours again': every page's guided tour is due again, in every browser (one call). */
export function ToursCard() {
  const { user } = useAuth();
  const reset = useResetTours(user?.email ?? null);
  const showAgain = () =>
    reset.mutate(undefined, { onError: (error) => showError(errorMessage(error)) });

  return (
    <section className="card profile-card" aria-labelledby="profile-tours-title">
      <h2 id="profile-tours-title">Guided tours</h2>
      <p>Each page has a short tour that shows once. Closed or skipped them? Bring them back.</p>
      <p>
        <button
          type="button"
          className="button button--secondary"
          disabled={reset.isPending}
          onClick={showAgain}
        >
          Show the tours again
        </button>
      </p>
      <p role="status">{reset.isSuccess ? firstCallMessages.toursShownAgain : null}</p>
    </section>
  );
}
