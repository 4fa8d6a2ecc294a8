import { useGuidedTour } from '../../../components/guided-tour/use-guided-tour';
import { docsTourSteps } from '../docs-tour-steps';

/** The documentation page's guided tour; rendered once an operation's documentation is shown. */
export function DocsTour() {
  useGuidedTour({ page: 'documentation', steps: docsTourSteps });
  return null;
}
