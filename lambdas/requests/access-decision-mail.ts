import type { Mail } from '../clients/mail-client';

export const accessApprovedSubject = (category: string) =>
  `Your access to ${category} APIs is approved`;
export const accessRejectedSubject = (category: string) =>
  `Your request for ${category} APIs was not approved`;

/** Tells a user how an admin decided their category access request. */
export function accessDecisionMail(
  to: string,
  category: string,
  approved: boolean,
  reason?: string,
): Mail {
  const text = approved
    ? [
        'Hello,',
        '',
        `Your request for access to the ${category} APIs on the Marque developer portal is approved.`,
        'You can now try out and subscribe to its services.',
      ]
    : [
        'Hello,',
        '',
        `Your request for access to the ${category} APIs on the Marque developer portal was not approved.`,
        ...(reason ? ['', `Reason: ${reason}`] : []),
        '',
        'You may request access again from the API products page.',
      ];
  return {
    to,
    subject: approved ? accessApprovedSubject(category) : accessRejectedSubject(category),
    text: text.join('\n'),
  };
}
