/**
 * Send a query (/sendQuery, spec §2): a visitor's question to the API support team, kept in the
 * content table and mailed to the support mailbox.
 */
import { localSiteContact } from '../site-contact';

/** The local support mailbox; a deployment's is its stage's `contact.supportEmail`. */
export const supportMailbox = localSiteContact.supportEmail;

export const supportQueryTopics = [
  'API access',
  'Keys and usage plans',
  'Registration and sign-in',
  'Production access',
  'Technical issue',
  'Other',
] as const;
export type SupportQueryTopic = (typeof supportQueryTopics)[number];

export const supportQueryLimits = { name: 100, organization: 100, message: 2000 } as const;

/** Letters a reference is made of: no 0/O or 1/I, so it can be read out on the phone. */
const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const queryReferencePattern = /^Q-\d{8}-[A-HJ-NP-Z2-9]{6}$/;

/**
 * A query's reference, e.g. `Q-20261125-7KXM2P`: the UTC day it came in and six random letters;
 * `randomIndex(n)` picks a whole number in [0, n) (the server passes crypto's `randomInt`).
 */
export function queryReference(now: Date, randomIndex: (size: number) => number): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let index = 0; index < 6; index += 1) {
    suffix += referenceAlphabet.charAt(randomIndex(referenceAlphabet.length));
  }
  return `Q-${day}-${suffix}`;
}

/** What the page shows once the query is stored and mailed. */
export function queryAcknowledgement(reference: string): string {
  return (
    `Thank you, your query was sent to the API support team. Your reference is ${reference}; ` +
    'we answer by e-mail within two working days.'
  );
}
