import type { Mail } from '../clients/mail-client';
import { portalUrl } from './portal-url';

export const registrationReceivedSubject = 'Your Marque registration was received';

export function registrationReceivedMail(to: string, firstName: string, origin: string): Mail {
  return {
    to,
    subject: registrationReceivedSubject,
    text: [
      `Dear ${firstName},`,
      '',
      'Thank you for registering with the Marque developer portal. Your registration was received.',
      'An administrator will review it and activate your account; we will write to you when it is active.',
      'Until then you cannot sign in.',
      '',
      `The portal: ${portalUrl('/', origin)}`,
    ].join('\n'),
  };
}
