import type { RouteObject } from 'react-router-dom';
import { page } from './route-helpers';

/** The public content pages (in the main layout, for everyone). */
export const contentRoutes: RouteObject[] = [
  {
    path: 'contactus',
    lazy: page(() => import('../features/content/pages/contact-page').then((m) => m.ContactPage)),
  },
  {
    path: 'getting-started',
    lazy: page(() =>
      import('../features/content/pages/getting-started-page').then((m) => m.GettingStartedPage),
    ),
  },
  {
    path: 'getting-started-new',
    lazy: page(() => import('../features/content/pages/videos-page').then((m) => m.VideosPage)),
  },
  {
    path: 'documents',
    lazy: page(() =>
      import('../features/content/pages/documents-page').then((m) => m.DocumentsPage),
    ),
  },
  {
    path: 'workinprogress',
    lazy: page(() =>
      import('../features/content/pages/work-in-progress-page').then((m) => m.WorkInProgressPage),
    ),
  },
];
