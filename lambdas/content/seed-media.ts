import type { ContentValuesOf } from '../../shared/schemas/content-schema';
import { localSiteContact } from '../../shared/site-contact';

type Seed<K extends 'video' | 'document' | 'banner' | 'blog'> = Omit<ContentValuesOf<K>, 'kind'> & {
  id: string;
};

/**
 * The five getting-started videos (spec §2 /getting-started-new). Their files (MP4, WebP
 * poster, WebVTT captions) are served by the site under `/videos/`, made by
 * scripts/make-getting-started-videos.sh; each duration is its MP4's (seed-media-files.test.ts).
 */
export const seedVideos: readonly Seed<'video'>[] = [
  {
    id: 'seed-video-register',
    order: 1,
    title: 'Register and sign in',
    description:
      'Create your account with your organization, wait for its activation, then sign in with ' +
      'your password, the captcha and the code we e-mail you.',
    duration: '00:36',
    thumbnailUrl: '/videos/register-sign-in.webp',
    videoUrl: '/videos/register-sign-in.mp4',
  },
  {
    id: 'seed-video-catalogue',
    order: 2,
    title: 'Product catalogue',
    description:
      'Browse the API categories, open a service, pick a version and read the documentation ' +
      'of each API with its parameters and sample responses.',
    duration: '00:29',
    thumbnailUrl: '/videos/product-catalogue.webp',
    videoUrl: '/videos/product-catalogue.mp4',
  },
  {
    id: 'seed-video-application',
    order: 3,
    title: 'Create an application',
    description:
      'Create an application, subscribe it to a service under a usage plan and reveal the API ' +
      'key your calls will carry.',
    duration: '00:35',
    thumbnailUrl: '/videos/create-application.webp',
    videoUrl: '/videos/create-application.mp4',
  },
  {
    id: 'seed-video-try-out',
    order: 4,
    title: 'Try it out',
    description:
      'Call an API from its documentation page with your subscription key and an access ' +
      'token, and read the live response.',
    duration: '00:29',
    thumbnailUrl: '/videos/try-it-out.webp',
    videoUrl: '/videos/try-it-out.mp4',
  },
  {
    id: 'seed-video-production',
    order: 5,
    title: 'Production access',
    description:
      'Ask for production access for a subscribed application, follow the request on My ' +
      'Request and reveal the production key once it is approved.',
    duration: '00:29',
    thumbnailUrl: '/videos/production-access.webp',
    videoUrl: '/videos/production-access.mp4',
  },
];

/** Each category's guide (scripts/make-documents.ts): category, file, description. */
const categoryGuides: readonly [string, string, string][] = [
  ['Customer', 'customer-apis-guide.pdf', 'OTP sign-in, vehicle status and remote commands.'],
  ['Partner', 'partner-apis-guide.pdf', 'Dealer locator and workshop service booking.'],
  ['Presales', 'presales-apis-guide.pdf', 'Test drives, on-road price quotes and car loans.'],
  ['Sales', 'sales-apis-guide.pdf', 'Vehicle orders and stock across plant, transit and dealers.'],
  ['Operations', 'operations-apis-guide.pdf', 'Spare parts, warranty and fleet telematics.'],
  ['General', 'general-apis-guide.pdf', 'The model line-up and recall checks by VIN.'],
  ['OCR', 'ocr-apis-guide.pdf', 'Number plates and driving licence or RC fields from photos.'],
  [
    'Parking Management',
    'parking-management-apis-guide.pdf',
    'Free bays in real time and bay reservations with gate entry.',
  ],
];

/** The documents the site serves (`web/public/documents/`, scripts/make-documents.ts). */
export const seedDocuments: readonly Seed<'document'>[] = [
  {
    id: 'seed-document-customer-auth-sop',
    title: 'Customer Authentication use case',
    documentKind: 'sop',
    fileName: 'customer-authentication-use-case.pdf',
    url: '/documents/customer-authentication-use-case.pdf',
    description:
      'How a connected-car app signs customers in with a one-time password, registers new ' +
      'customers and reactivates dormant accounts.',
  },
  {
    id: 'seed-document-customer-category',
    title: 'Customer APIs: authentication use case',
    documentKind: 'category',
    category: 'Customer',
    url: '/documents/customer-authentication-use-case.pdf',
    description: 'The Customer category’s use case document.',
  },
  ...categoryGuides.map(([category, file, description]) => ({
    id: `seed-document-${file.replace(/\.pdf$/, '')}`,
    title: `${category} APIs: partner guide`,
    documentKind: 'category' as const,
    category,
    url: `/documents/${file}`,
    description,
  })),
  {
    id: 'seed-document-onboarding-sop',
    title: 'Partner onboarding SOP',
    documentKind: 'sop',
    fileName: 'onboarding-sop.pdf',
    url: '/documents/onboarding-sop.pdf',
    description:
      'From registration and activation to category access, a first application and the ' +
      'first sandbox call.',
  },
  {
    id: 'seed-document-production-access-sop',
    title: 'Production access SOP',
    documentKind: 'sop',
    fileName: 'production-access-sop.pdf',
    url: '/documents/production-access-sop.pdf',
    description:
      'What to prepare, how the request is reviewed and how to reveal and rotate production keys.',
  },
];

/** The decommission banner (spec §1): shown from the seed on, closable. */
export const seedBanners: readonly Seed<'banner'>[] = [
  {
    id: 'seed-banner-decommission',
    message:
      'This portal will be decommissioned on 30 July. Please move your applications to the new ' +
      'developer portal before then.',
    // A deployment seeds its stage's `contact.newPortalUrl` instead (seedContent).
    linkUrl: localSiteContact.newPortalUrl,
    linkLabel: 'Go to the new portal',
    tone: 'warning',
    activeFrom: '2026-01-01T00:00:00.000Z',
    closable: true,
  },
];

export const seedBlogs: readonly (Seed<'blog'> & { slug: string })[] = [
  {
    id: 'seed-blog-customer-auth',
    title: 'Customer Authentication is live',
    slug: 'customer-authentication-is-live',
    summary:
      'Sign your customers in to connected-car apps with a one-time password sent to their mobile.',
    body:
      '## One-time passwords for your customers\n\n' +
      'The **Customer Authentication** API lets your app sign customers in with an OTP texted ' +
      'to their mobile number, register new customers and reactivate dormant accounts.\n\n' +
      '- Subscribe to the service in sandbox and use the *Customer sign-in* panel on its ' +
      'documentation page to run the whole flow.\n' +
      '- Read the use case document from the service page for the screens we recommend.\n\n' +
      'Questions? Use **Send a query** on the FAQ page.',
    author: 'Marque API team',
    publishedAt: '2026-06-02T09:00:00.000Z',
    tags: ['customer', 'authentication'],
    status: 'published',
  },
  {
    id: 'seed-blog-key-rotation',
    title: 'Rotate your API keys without downtime',
    slug: 'rotate-your-api-keys-without-downtime',
    summary:
      'Rotate key issues a new key while the old one keeps working for a day, so you can roll out calmly.',
    body:
      '## Key rotation\n\n' +
      'Choose **Rotate key** on your application’s page. The new key keeps what is left of the ' +
      'month’s quota; the old key keeps working for the overlap window (24 hours by default).\n\n' +
      'Client secrets rotate the same way from **Client credentials**.',
    author: 'Marque API team',
    publishedAt: '2026-05-12T09:00:00.000Z',
    tags: ['security', 'keys'],
    status: 'published',
  },
];
