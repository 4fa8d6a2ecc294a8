import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGuidedTour } from '../../../components/guided-tour/use-guided-tour';
import { homeTourSteps } from '../home-tour-steps';

function asksForTour(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'startTour' in state && !!state.startTour;
}

/**
 * The home page's guided tour (spec §1): once per signed-in user, never for visitors. A first
 * sign-in sends `{ startTour: true }` in the router state (use-after-sign-in.ts), which starts it
 * without waiting for the user's tour progress; the state is then cleared so a reload does not
 * replay it. Finishing or closing the home tour also ends the first sign-in on the server.
 */
export function HomeTour() {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = asksForTour(location.state);
  const { pathname, search, hash } = location;

  const clearRequest = useCallback(() => {
    if (!requested) return;
    const here = { pathname, search, hash };
    void navigate(here, { replace: true, state: null, preventScrollReset: true });
  }, [requested, navigate, pathname, search, hash]);

  useGuidedTour({ page: 'home', steps: homeTourSteps, force: requested, onStart: clearRequest });
  return null;
}
