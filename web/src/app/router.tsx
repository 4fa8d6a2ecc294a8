import {
  createBrowserRouter,
  Navigate,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { loginActionLoader } from '../lib/auth/login-action';
import { isAdmin } from '../lib/policies';
import { adminSectionRoutes } from './admin-routes';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { RouterFallback } from './router-fallback';
import { contentRoutes } from './content-routes';
import { page } from './route-helpers';

const homePage = page(() => import('../features/content/pages/home-page').then((m) => m.HomePage));
const notFoundPage = page(() => import('./pages/not-found-page').then((m) => m.NotFoundPage));

/** Every route of spec §2, each built: public, sign-in, signed-in and admin. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors and the first page load render inside the header and footer.
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <RouterFallback />,
        // `?action=login` on any page opens /signIn (spec §2 route handling).
        loader: loginActionLoader,
        children: [
          { index: true, lazy: homePage },
          { path: 'home', lazy: homePage },
          { path: 'index.html', element: <Navigate to="/" replace /> },
          {
            lazy: page(() =>
              import('../features/auth/components/auth-layout').then((m) => m.AuthLayout),
            ),
            children: [
              {
                path: 'signIn',
                lazy: page(() =>
                  import('../features/auth/pages/sign-in-page').then((m) => m.SignInPage),
                ),
              },
              {
                path: 'register',
                lazy: page(() =>
                  import('../features/auth/pages/register-page').then((m) => m.RegisterPage),
                ),
              },
              {
                path: 'forgotPassword',
                lazy: page(() =>
                  import('../features/auth/pages/forgot-password-page').then(
                    (m) => m.ForgotPasswordPage,
                  ),
                ),
              },
              {
                // Change-password mode needs a session (its call sends the access token).
                element: <RequireAuth />,
                children: [
                  {
                    path: 'changePassword',
                    lazy: page(() =>
                      import('../features/auth/pages/change-password-page').then(
                        (m) => m.ChangePasswordPage,
                      ),
                    ),
                  },
                ],
              },
            ],
          },
          {
            path: 'apis',
            children: [
              { index: true, element: <Navigate to="/apis/category" replace /> },
              {
                path: 'category',
                lazy: page(() =>
                  import('../features/catalogue/pages/categories-page').then(
                    (m) => m.CategoriesPage,
                  ),
                ),
              },
              {
                path: 'services/:category',
                lazy: page(() =>
                  import('../features/catalogue/pages/services-page').then((m) => m.ServicesPage),
                ),
              },
              {
                path: 'servicesdetail/:category/:service',
                lazy: page(() =>
                  import('../features/catalogue/pages/service-detail-page').then(
                    (m) => m.ServiceDetailPage,
                  ),
                ),
              },
              {
                path: 'detail/:apiName',
                lazy: page(() =>
                  import('../features/docs/pages/api-doc-page').then((m) => m.ApiDocPage),
                ),
              },
            ],
          },
          ...contentRoutes,
          {
            path: 'noAccess',
            lazy: page(() => import('./pages/no-access-page').then((m) => m.NoAccessPage)),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'myProfile',
                lazy: page(() =>
                  import('../features/account/pages/profile-page').then((m) => m.ProfilePage),
                ),
              },
              {
                path: 'application',
                children: [
                  {
                    index: true,
                    lazy: page(() =>
                      import('../features/applications/pages/applications-page').then(
                        (m) => m.ApplicationsPage,
                      ),
                    ),
                  },
                  {
                    path: 'appdetails',
                    lazy: page(() =>
                      import('../features/applications/pages/application-details-page').then(
                        (m) => m.ApplicationDetailsPage,
                      ),
                    ),
                  },
                ],
              },
              {
                path: 'keyManager',
                lazy: page(() =>
                  import('../features/applications/pages/key-manager-page').then(
                    (m) => m.KeyManagerPage,
                  ),
                ),
              },
              {
                path: 'dashboard',
                lazy: page(() =>
                  import('../features/applications/pages/dashboard-page').then(
                    (m) => m.DashboardPage,
                  ),
                ),
              },
              {
                path: 'feedback',
                lazy: page(() =>
                  import('../features/account/pages/feedback-page').then((m) => m.FeedbackPage),
                ),
              },
              {
                path: 'userRequestAccess',
                lazy: page(() =>
                  import('../features/requests/pages/user-request-access-page').then(
                    (m) => m.UserRequestAccessPage,
                  ),
                ),
              },
              {
                path: 'myRequest',
                children: [
                  {
                    index: true,
                    lazy: page(() =>
                      import('../features/requests/pages/my-request-page').then(
                        (m) => m.MyRequestPage,
                      ),
                    ),
                  },
                  {
                    path: 'new',
                    lazy: page(() =>
                      import('../features/requests/pages/production-request-page').then(
                        (m) => m.ProductionRequestPage,
                      ),
                    ),
                  },
                ],
              },
              {
                path: 'microservicedetail',
                lazy: page(() =>
                  import('../features/requests/pages/microservice-detail-page').then(
                    (m) => m.MicroserviceDetailPage,
                  ),
                ),
              },
              {
                path: 'notifications',
                lazy: page(() =>
                  import('../features/notifications/pages/notifications-page').then(
                    (m) => m.NotificationsPage,
                  ),
                ),
              },
            ],
          },
          {
            // Every signed-in user: staff and admins see every service, a partner their own.
            element: <RequireAuth />,
            children: [
              {
                path: 'analytics',
                lazy: page(() =>
                  import('../features/applications/pages/analytics-page').then(
                    (m) => m.AnalyticsPage,
                  ),
                ),
              },
            ],
          },
          {
            path: 'admin',
            element: <RequireAuth allow={isAdmin} />,
            children: [
              {
                lazy: page(() =>
                  import('../features/admin/components/admin-layout').then((m) => m.AdminLayout),
                ),
                children: adminSectionRoutes,
              },
            ],
          },
          { path: '404', lazy: notFoundPage },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];

/** `hydrationData`: the loader data of a page pre-rendered at build. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
}
