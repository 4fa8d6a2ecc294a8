import { planTiers, tiersOffered, usagePlans } from '../../shared/plans';
import type { ContentValuesOf } from '../../shared/schemas/content-schema';

type Faq = Omit<ContentValuesOf<'faq'>, 'kind'> & { id: string };

const count = (value: number) => value.toLocaleString('en-US');

/** The plans' limits as shared/plans.ts sets them, so the FAQ never states other numbers. */
export function usagePlansAnswer(): string {
  return planTiers
    .map((tier, index) => {
      const { quotaPerMonth, ratePerSecond, burst } = usagePlans[tier];
      const calls = index === 0 ? ' calls' : '';
      return `${tier}: ${count(quotaPerMonth)}${calls} a month, ${count(ratePerSecond)}${calls} a second, bursts of ${count(burst)}.`;
    })
    .join('\n');
}

/** Which plans pre-production offers (shared/plans.ts `tiersOffered`). */
function preprodPlansAnswer(): string {
  const offered = tiersOffered('preprod');
  const plans = offered.length === 1 ? `the ${offered[0]} plan` : `the ${offered.join(', ')} plans`;
  return (
    `Pre-production is for testing your integration, so every subscription there uses ${plans}. ` +
    'Production offers every plan once your production access is approved.'
  );
}

/** The FAQ a fresh portal shows, a few answers per tab (spec §2 /faq). */
export const seedFaq: readonly Faq[] = [
  {
    id: 'seed-faq-general-1',
    tab: 'General',
    order: 1,
    question: 'What is the Marque developer portal?',
    answer:
      'The Marque developer portal is where partners and staff find the APIs of our connected ' +
      'vehicles, dealers, sales and after-sales systems, read their documentation, try them out ' +
      'and get API keys for their applications.\n\nBrowse PRODUCT to see the API categories and ' +
      'their services without signing in.',
  },
  {
    id: 'seed-faq-general-2',
    tab: 'General',
    order: 2,
    question: 'Who can use the portal?',
    answer:
      'Anyone can browse the catalogue, the FAQ and the documentation. Partner organizations ' +
      'register to create applications and subscribe to services; staff sign in with their ' +
      'directory ID. An administrator activates every new registration.',
  },
  {
    id: 'seed-faq-general-3',
    tab: 'General',
    order: 3,
    question: 'How do I contact the API support team?',
    answer:
      'Use Send a query from this page, call 1800-200-300, or write to us from the Contact us ' +
      'page. Tell us your application name and the service you are calling so we can help faster.',
  },
  {
    id: 'seed-faq-api-1',
    tab: 'API Related',
    order: 1,
    question: 'How do I authenticate my API calls?',
    answer:
      'Every call carries your subscription key in the x-api-key header. Operations that check ' +
      'tokens also need an access token from your application’s client credentials (valid for ' +
      '60 minutes) in the Authorization header.',
  },
  {
    id: 'seed-faq-api-2',
    tab: 'API Related',
    order: 2,
    question: 'What does an API’s status badge mean?',
    answer:
      'Live APIs are ready to use. Under maintenance means calls may fail for a while. To be ' +
      'expired APIs will be retired: move to the newer version shown on the service page. ' +
      'Expired APIs no longer answer.',
  },
  {
    id: 'seed-faq-api-3',
    tab: 'API Related',
    order: 3,
    question: 'Can I try an API before writing code?',
    answer:
      'Yes. Sign in, subscribe to the service in sandbox, then use Try it out on any API’s ' +
      'documentation page. The call goes to the sandbox with your key and shows the live response.',
  },
  {
    id: 'seed-faq-onboarding-1',
    tab: 'Onboarding',
    order: 1,
    question: 'How do I register?',
    answer:
      'Choose Register on the sign-in page, enter your details and your organization, and accept ' +
      'the terms of use. Your account becomes usable once an administrator activates it; you ' +
      'will then sign in with your password and a code sent to your e-mail.',
  },
  {
    id: 'seed-faq-onboarding-2',
    tab: 'Onboarding',
    order: 2,
    question: 'Why does a category ask me to request access?',
    answer:
      'Some categories hold customer or commercial data. Select Request Access on the category ' +
      'card; the request stays Pending until an administrator approves it, after which you can ' +
      'try out and subscribe to its services.',
  },
  {
    id: 'seed-faq-onboarding-3',
    tab: 'Onboarding',
    order: 3,
    question: 'How do I create an application?',
    answer:
      'Open My Application and choose Create. Give it a name that is unique among your ' +
      'applications and a short description, then subscribe it to services from the catalogue.',
  },
  {
    id: 'seed-faq-plans-1',
    tab: 'Usage Plans',
    order: 1,
    question: 'Which usage plans are there?',
    answer: usagePlansAnswer(),
  },
  {
    id: 'seed-faq-plans-2',
    tab: 'Usage Plans',
    order: 2,
    question: 'What happens when I reach my quota?',
    answer:
      'Calls above your plan’s monthly quota or rate are refused with HTTP 429 until the next ' +
      'month or second. Change the plan of a subscription from your application’s page when ' +
      'you need more.',
  },
  {
    id: 'seed-faq-plans-3',
    tab: 'Usage Plans',
    order: 3,
    question: 'Why does pre-production offer only the Basic plan?',
    answer: preprodPlansAnswer(),
  },
  {
    id: 'seed-faq-sops-1',
    tab: 'SOPs',
    order: 1,
    question: 'How do I get production access?',
    answer:
      'Once your application is subscribed in sandbox, choose Request production access on its ' +
      'page and fill in the form. Follow its progress on My Request; after approval you reveal ' +
      'the production key with a one-time code sent to your e-mail.',
  },
  {
    id: 'seed-faq-sops-2',
    tab: 'SOPs',
    order: 2,
    question: 'Where is the Customer Authentication use case?',
    answer:
      'The Customer Authentication service page has a Use Case button; the same document is ' +
      'listed under Documents. It describes the OTP sign-in, registration and reactivation flows.',
  },
  {
    id: 'seed-faq-sops-3',
    tab: 'SOPs',
    order: 3,
    question: 'How do I rotate an API key without downtime?',
    answer:
      'On your application’s page choose Rotate key and reveal the new key. The old key keeps ' +
      'working for 24 hours, so deploy the new key to your systems within that window. The new ' +
      'key keeps what is left of the month’s quota.\n\nRotate a client secret the same way with ' +
      'Rotate secret under Client credentials.',
  },
  {
    id: 'seed-faq-sops-4',
    tab: 'SOPs',
    order: 4,
    question: 'What do I do when my account is locked?',
    answer:
      'After 3 failed sign-ins the account locks to protect it. A password reset does not ' +
      'unlock it: send us a query (topic Registration and sign-in) or call 1800-200-300, and an ' +
      'administrator unlocks it once we have checked it is you.',
  },
];
