import { supportMailbox } from '../../../shared/domain/support-query';

/** Fixed facts of the portal shown in several places (footer, contact, home banner). */
export const siteFacts = {
  name: 'Marque',
  supportPhone: '1800-200-300',
  supportPhoneHref: 'tel:1800200300',
  /** The same mailbox /sendQuery's queries are mailed to. */
  supportEmail: supportMailbox,
  /** Where the decommission banner points (spec §1); placeholder until the new portal's address is known. */
  newPortalUrl: 'https://developer.marque.example/',
  decommissionDate: '30 July',
} as const;
