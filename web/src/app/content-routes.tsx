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
    path: 'faq',
    lazy: page(() => import('../features/content/pages/faq-page').then((m) => m.FaqPage)),
  },
  {
    path: 'blogs',
    lazy: page(() => import('../features/content/pages/blogs-page').then((m) => m.BlogsPage)),
  },
  {
    path: 'blog/:blogTitle',
    lazy: page(() =>
      import('../features/content/pages/blog-post-page').then((m) => m.BlogPostPage),
    ),
  },
  {
    path: 'sendQuery',
    // The captcha is the auth feature's; features do not import each other, so it is handed in.
    lazy: page(async () => {
      const [{ SendQueryPage }, { useCaptcha }, { CaptchaField }] = await Promise.all([
        import('../features/content/pages/send-query-page'),
        import('../features/auth/hooks/use-captcha'),
        import('../features/auth/components/captcha-field'),
      ]);
      return function SendQueryRoute() {
        return <SendQueryPage captcha={useCaptcha()} CaptchaField={CaptchaField} />;
      };
    }),
  },
  {
    path: 'workinprogress',
    lazy: page(() =>
      import('../features/content/pages/work-in-progress-page').then((m) => m.WorkInProgressPage),
    ),
  },
];
