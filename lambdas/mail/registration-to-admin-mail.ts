import { adminAccountPath } from '../../shared/admin-account-path';
import type { Mail } from '../clients/mail-client';
import { portalUrl } from './portal-url';

export const registrationToAdminSubject = 'A partner registered on Marque and waits for activation';

/** Who registered, as the admin's mail and notice name them. */
export interface Registrant {
  email: string;
  firstName: string;
  lastName: string;
  organization: string;
}

/** To one admin: who registered, and the account in Admin → Accounts to activate (or not). */
export function registrationToAdminMail(to: string, partner: Registrant, origin: string): Mail {
  return {
    to,
    subject: registrationToAdminSubject,
    text: [
      'A partner registered on the Marque developer portal. The account stays inactive until an administrator activates it.',
      '',
      `Name: ${partner.firstName} ${partner.lastName}`,
      `E-mail: ${partner.email}`,
      `Organization: ${partner.organization}`,
      '',
      `Review the account: ${portalUrl(adminAccountPath(partner.email), origin)}`,
    ].join('\n'),
  };
}
