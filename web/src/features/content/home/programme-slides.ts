import { catalogueLinks } from '../../../lib/catalogue-links';

export interface ProgrammeSlide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  link: { to: string; label: string };
}

/** The home carousel: what the Marque API programme offers, one slide each. */
export const programmeSlides: readonly ProgrammeSlide[] = [
  {
    id: 'customer-auth',
    eyebrow: 'Now live',
    title: 'Customer Authentication',
    text: 'Sign vehicle owners in to your connected-car app with a one-time password texted to their mobile.',
    link: { to: catalogueLinks.services('Customer'), label: 'See the Customer APIs' },
  },
  {
    id: 'sandbox',
    eyebrow: 'Start in minutes',
    title: 'Sandbox keys, self-service',
    text: 'Register, create an application and subscribe to a service: your sandbox key is ready at once.',
    link: { to: '/getting-started-new', label: 'Watch the getting-started videos' },
  },
  {
    id: 'try-out',
    eyebrow: 'Documentation',
    title: 'Try every API live',
    text: 'OpenAPI documentation with sample responses, code snippets and a try-out console on the sandbox.',
    link: { to: catalogueLinks.categories, label: 'Browse the catalogue' },
  },
  {
    id: 'plans',
    eyebrow: 'Usage plans',
    title: 'From 100,000 to 10 million calls',
    text: 'Basic, Standard, Advanced and Premium plans, each with its own monthly quota, rate and burst.',
    link: { to: '/faq', label: 'Read about usage plans' },
  },
  {
    id: 'production',
    eyebrow: 'Go live',
    title: 'Production access on request',
    text: 'Ask for production from your application’s page; once approved, your production key is revealed to you alone.',
    link: { to: '/getting-started-new', label: 'How production access works' },
  },
  {
    id: 'sdks',
    eyebrow: 'SDKs',
    title: 'TypeScript SDKs',
    text: 'Download a typed SDK for the Customer and OCR services, next to each service’s OpenAPI file and Postman collection.',
    link: { to: catalogueLinks.services('OCR'), label: 'See the OCR APIs' },
  },
];
