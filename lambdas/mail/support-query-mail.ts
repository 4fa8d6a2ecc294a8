import type { Mail } from '../clients/mail-client';
import { settings } from '../lib/settings';
import type { StoredSupportQuery } from '../content/support-query-store';

export const supportQuerySubject = (query: Pick<StoredSupportQuery, 'reference' | 'topic'>) =>
  `Query ${query.reference}: ${query.topic}`;

/** A visitor's query, as the support mailbox receives it. */
export function supportQueryMail(query: StoredSupportQuery): Mail {
  return {
    to: settings().supportMailbox,
    subject: supportQuerySubject(query),
    text: [
      `A query was sent from the portal's Send a query page.`,
      '',
      `Reference: ${query.reference}`,
      `Received: ${query.createdAt}`,
      `Name: ${query.name}`,
      `E-mail (reply to): ${query.email}`,
      `Organization: ${query.organization ?? '(not given)'}`,
      `Topic: ${query.topic}`,
      '',
      query.message,
    ].join('\n'),
  };
}
