import type { RouteObject } from 'react-router-dom';
import { page } from './route-helpers';

/** The admin area's sections under /admin (inside its layout), then those still coming. */
export const adminSectionRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(() =>
      import('../features/admin/pages/admin-home-page').then((m) => m.AdminHomePage),
    ),
  },
  {
    path: 'apis',
    lazy: page(() =>
      import('../features/admin/pages/admin-apis-page').then((m) => m.AdminApisPage),
    ),
  },
  {
    path: 'accounts',
    lazy: page(() => import('../features/admin/pages/accounts-page').then((m) => m.AccountsPage)),
  },
  {
    path: 'audit',
    lazy: page(() => import('../features/admin/pages/audit-page').then((m) => m.AuditPage)),
  },
  {
    path: 'content',
    lazy: page(() => import('../features/admin/pages/content-page').then((m) => m.ContentPage)),
  },
  {
    path: 'access',
    lazy: page(() =>
      import('../features/requests/pages/admin-access-page').then((m) => m.AdminAccessPage),
    ),
  },
  {
    path: 'allApps',
    lazy: page(() => import('../features/admin/pages/all-apps-page').then((m) => m.AllAppsPage)),
  },
  {
    path: 'usageInsights',
    lazy: page(() =>
      import('../features/admin/pages/usage-insights-page').then((m) => m.UsageInsightsPage),
    ),
  },
  {
    path: 'costexplorer',
    lazy: page(() =>
      import('../features/admin/pages/cost-explorer-page').then((m) => m.CostExplorerPage),
    ),
  },
  {
    path: 'notification',
    lazy: page(() =>
      import('../features/admin/pages/notification-page').then((m) => m.NotificationPage),
    ),
  },
];
