import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { AdminSection } from '../features/admin/admin-sections';
import { page } from './route-helpers';

/**
 * Each admin section's page, loaded on first visit. Keyed by the sections' own list (a type only,
 * so the menu's labels stay out of every route's first load): a section without its page, or a
 * page without its section, does not compile, so the menu, the admin home's cards and these
 * routes cannot drift apart.
 */
const sectionPages: Record<AdminSection, () => Promise<ComponentType>> = {
  apis: () => import('../features/admin/pages/admin-apis-page').then((m) => m.AdminApisPage),
  accounts: () => import('../features/admin/pages/accounts-page').then((m) => m.AccountsPage),
  access: () =>
    import('../features/requests/pages/admin-access-page').then((m) => m.AdminAccessPage),
  content: () => import('../features/admin/pages/content-page').then((m) => m.ContentPage),
  notification: () =>
    import('../features/admin/pages/notification-page').then((m) => m.NotificationPage),
  usageInsights: () =>
    import('../features/admin/pages/usage-insights-page').then((m) => m.UsageInsightsPage),
  costexplorer: () =>
    import('../features/admin/pages/cost-explorer-page').then((m) => m.CostExplorerPage),
  allApps: () => import('../features/admin/pages/all-apps-page').then((m) => m.AllAppsPage),
  audit: () => import('../features/admin/pages/audit-page').then((m) => m.AuditPage),
};

/** The admin area under /admin (inside its layout): its home, then one route per section. */
export const adminSectionRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(() =>
      import('../features/admin/pages/admin-home-page').then((m) => m.AdminHomePage),
    ),
  },
  ...Object.entries(sectionPages).map(([path, load]) => ({ path, lazy: page(load) })),
];
