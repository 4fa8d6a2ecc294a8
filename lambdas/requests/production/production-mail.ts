import type { Mail } from '../../clients/mail-client';
import { prodKeyCodeRules } from './prod-key-code';
import type { ProductionRequestRecord } from './production-record';

const stateWords = {
  Approved: 'is approved',
  Rejected: 'was not approved',
  InProgress: 'is being reviewed',
} as const;

export const productionDecisionSubject = (record: ProductionRequestRecord) =>
  `Your production access request for ${record.service} ${stateWords[record.status as keyof typeof stateWords] ?? 'changed'}`;

/** Tells the requester how an admin decided their production request. */
export function productionDecisionMail(record: ProductionRequestRecord): Mail {
  const text = [
    'Hello,',
    '',
    `Your production access request for ${record.applicationName} on ${record.service} ${stateWords[record.status as keyof typeof stateWords] ?? `is ${record.status}`}.`,
    ...(record.reason ? ['', `Reason: ${record.reason}`] : []),
    ...(record.status === 'Approved'
      ? [
          '',
          'Open the request in My Requests on the Marque developer portal to reveal its production key.',
        ]
      : []),
  ];
  return {
    to: record.requester,
    subject: productionDecisionSubject(record),
    text: text.join('\n'),
  };
}

export const prodKeyCodeSubject = 'Your code to reveal a production key';

/** The one-time code that reveals the prod key of an application's subscription to a service. */
export function prodKeyCodeMail(
  to: string,
  record: { applicationName: string; service: string },
  code: string,
): Mail {
  return {
    to,
    subject: prodKeyCodeSubject,
    text: [
      'Hello,',
      '',
      `${code} is your code to reveal the production key of ${record.applicationName} for ${record.service}.`,
      `It expires in ${prodKeyCodeRules.ttlSeconds / 60} minutes and works once. Never share it.`,
    ].join('\n'),
  };
}
