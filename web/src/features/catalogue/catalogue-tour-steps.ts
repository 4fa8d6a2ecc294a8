import type { TourPage } from '../../../../shared/tours';
import { tourTarget, type TourStep } from '../../components/guided-tour/tour-step';

export type CatalogueTourPage = Extract<TourPage, 'category' | 'service' | 'service-detail'>;

/**
 * The catalogue's guided tours (spec §2), one per page, each once per user. A step whose target
 * is not on the page (Request Access for an admin, Subscribe for a category without it) is left
 * out by the tour runner.
 */
export const catalogueTourSteps: Readonly<Record<CatalogueTourPage, readonly TourStep[]>> = {
  category: [
    {
      target: tourTarget('category-cards'),
      title: 'API categories',
      description: "Each card is a category of the maker's APIs. Open one to see its services.",
      side: 'top',
    },
    {
      target: 'a[aria-label^="Overview of "]',
      title: 'Overview',
      description: 'What the category offers, on one page.',
      side: 'bottom',
    },
    {
      target: 'button[aria-label^="Request Access to "]',
      title: 'Request Access',
      description:
        'Some categories need an approval before you can try out or subscribe to their APIs: ask for it here.',
      side: 'bottom',
    },
  ],
  service: [
    {
      target: tourTarget('service-cards'),
      title: 'Services',
      description: 'Each service is one API product of the category, with its versions.',
      side: 'top',
    },
    {
      target: 'a[aria-label^="Browse "]',
      title: 'Browse',
      description: "The service's APIs: methods, statuses and their documentation.",
      side: 'bottom',
    },
    {
      target: ['button[aria-label^="Subscribe to "]', '.subscribe-note'],
      title: 'Subscribe',
      description:
        'Subscribe one of your applications under a usage plan to get an API key for the service.',
      side: 'bottom',
    },
  ],
  'service-detail': [
    {
      target: '.section-head select',
      title: 'Versions',
      description: "Switch between the service's versions; the newest comes first.",
      side: 'bottom',
    },
    {
      target: tourTarget('service-apis'),
      title: 'APIs',
      description: 'Each API of the version with its method, status and what it does.',
      side: 'top',
    },
    {
      target: '.api-table a[aria-label^="View "]',
      title: 'Documentation',
      description:
        "View opens the API's documentation: parameters, sample responses, try out and code snippets.",
      side: 'left',
    },
  ],
};
