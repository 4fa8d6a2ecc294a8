/**
 * A real visit for every path pattern of the router (web/src/app/route-paths.ts): seeded catalogue
 * and content names for its `:params`, and the ids of what the suite's developer created. The
 * accessibility suite fails naming any router path missing here, so a new route asks for its visit.
 */

/** Who the suite signs in as to see the page: nobody, its developer, or its admin. */
export type Audience = 'public' | 'developer' | 'admin';

/** What the suite's developer created before the signed-in pass (see route-roles.ts). */
export interface CreatedData {
  applicationId: string;
  applicationName: string;
  productionRequestId: string;
}

export interface RouteFixture {
  audience: Audience;
  /** The URLs to check for this pattern (a query variant shows another view of the page). */
  visits: (data: CreatedData) => string[];
}

const at =
  (...urls: string[]) =>
  () =>
    urls;
const publicRoute = (...urls: string[]): RouteFixture => ({
  audience: 'public',
  visits: at(...urls),
});
const developerRoute = (...urls: string[]): RouteFixture => ({
  audience: 'developer',
  visits: at(...urls),
});
const adminRoute = (...urls: string[]): RouteFixture => ({
  audience: 'admin',
  visits: at(...urls),
});

export const routeFixtures: Readonly<Record<string, RouteFixture>> = {
  '/': publicRoute('/'),
  '/home': publicRoute('/home'),
  '/index.html': publicRoute('/index.html'),
  '/signIn': publicRoute('/signIn'),
  '/register': publicRoute('/register'),
  '/forgotPassword': publicRoute('/forgotPassword'),
  '/changePassword': developerRoute('/changePassword'),
  '/apis': publicRoute('/apis'),
  '/apis/category': publicRoute('/apis/category'),
  '/apis/services/:category': publicRoute('/apis/services/Presales'),
  '/apis/servicesdetail/:category/:service': publicRoute(
    '/apis/servicesdetail/Operations/fleet-telematics',
  ),
  '/apis/detail/:apiName': publicRoute('/apis/detail/getVehicleStatus'),
  '/contactus': publicRoute('/contactus'),
  '/getting-started': publicRoute('/getting-started'),
  '/getting-started-new': publicRoute('/getting-started-new'),
  '/documents': publicRoute('/documents', '/documents?category=Customer'),
  '/faq': publicRoute('/faq'),
  '/blogs': publicRoute('/blogs'),
  '/blog/:blogTitle': publicRoute('/blog/customer-authentication-is-live'),
  '/sendQuery': publicRoute('/sendQuery'),
  '/workinprogress': publicRoute('/workinprogress'),
  '/noAccess': publicRoute('/noAccess'),
  '/myProfile': developerRoute('/myProfile'),
  '/application': developerRoute('/application'),
  '/application/appdetails': {
    audience: 'developer',
    visits: (data) => [`/application/appdetails?applicationId=${data.applicationId}`],
  },
  '/keyManager': developerRoute('/keyManager', '/keyManager?category=certificate'),
  '/dashboard': developerRoute('/dashboard'),
  '/feedback': developerRoute('/feedback'),
  '/userRequestAccess': developerRoute('/userRequestAccess'),
  '/myRequest': developerRoute('/myRequest'),
  '/myRequest/new': {
    audience: 'developer',
    visits: (data) => [`/myRequest/new?application=${encodeURIComponent(data.applicationName)}`],
  },
  '/microservicedetail': {
    audience: 'developer',
    visits: (data) => [`/microservicedetail?id=${data.productionRequestId}`],
  },
  '/notifications': developerRoute('/notifications'),
  // A partner sees their own services' calls (staff and admins every service's).
  '/analytics': developerRoute('/analytics'),
  '/admin': adminRoute('/admin'),
  '/admin/apis': adminRoute('/admin/apis'),
  '/admin/accounts': adminRoute('/admin/accounts', '/admin/accounts?tab=organizations'),
  '/admin/audit': adminRoute('/admin/audit'),
  '/admin/content': adminRoute('/admin/content'),
  '/admin/access': adminRoute('/admin/access'),
  '/admin/allApps': adminRoute('/admin/allApps'),
  '/admin/usageInsights': adminRoute('/admin/usageInsights'),
  '/admin/costexplorer': adminRoute('/admin/costexplorer'),
  '/admin/notification': adminRoute('/admin/notification'),
  '/404': publicRoute('/404'),
  '/*': publicRoute('/no-such-page'),
};

/** Router paths with no fixture, and fixtures of paths the router no longer has. */
export function fixtureGaps(routerPaths: readonly string[]): {
  missing: string[];
  stale: string[];
} {
  const known = new Set(routerPaths);
  return {
    missing: routerPaths.filter((path) => !(path in routeFixtures)),
    stale: Object.keys(routeFixtures).filter((path) => !known.has(path)),
  };
}
