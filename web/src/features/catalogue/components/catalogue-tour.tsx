import { useGuidedTour } from '../../../components/guided-tour/use-guided-tour';
import { catalogueTourSteps, type CatalogueTourPage } from '../catalogue-tour-steps';

/** The page's guided tour, once per signed-in user; rendered once the page's content is there. */
export function CatalogueTour({ page }: { page: CatalogueTourPage }) {
  useGuidedTour({ page, steps: catalogueTourSteps[page] });
  return null;
}
