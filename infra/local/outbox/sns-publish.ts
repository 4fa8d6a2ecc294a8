import { randomUUID } from 'node:crypto';
import type { OutgoingMessage } from './outbox-store';

/** The subject the outbox gives text messages (SNS Publish to a phone number). */
export const smsSubject = 'SMS';

const xmlns = 'http://sns.amazonaws.com/doc/2010-03-31/';

/** An SNS error as the query protocol words it (`<ErrorResponse>`, HTTP 400). */
export class SnsError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** E.164, as SNS requires of PhoneNumber. */
const e164 = /^\+[1-9]\d{6,14}$/;

/**
 * SNS Publish (AWS query protocol: a form-encoded POST, `Action=Publish`) to a phone number,
 * read as a text message for the outbox: to the number, subject "SMS", the message as its text.
 * Topics and endpoints (TopicArn, TargetArn) have no local stand-in and are refused.
 */
export function messageFromPublish(form: URLSearchParams): OutgoingMessage {
  const action = form.get('Action');
  if (action !== 'Publish') {
    throw new SnsError(
      'InvalidAction',
      `The local outbox answers SNS Publish only, not ${action}.`,
    );
  }
  const phone = form.get('PhoneNumber');
  if (!phone) {
    throw new SnsError(
      'InvalidParameter',
      'Invalid parameter: the local outbox publishes to a PhoneNumber only (no topics).',
    );
  }
  if (!e164.test(phone)) {
    throw new SnsError(
      'InvalidParameter',
      'Invalid parameter: PhoneNumber Reason: input incorrectly formatted',
    );
  }
  const text = form.get('Message');
  if (!text) throw new SnsError('InvalidParameter', 'Invalid parameter: Empty message');
  return { to: phone, subject: smsSubject, text };
}

export function publishResponse(requestId = randomUUID()): string {
  return (
    `<PublishResponse xmlns="${xmlns}"><PublishResult><MessageId>${randomUUID()}</MessageId>` +
    `</PublishResult><ResponseMetadata><RequestId>${requestId}</RequestId></ResponseMetadata>` +
    `</PublishResponse>`
  );
}

export function errorResponse(error: SnsError, requestId = randomUUID()): string {
  return (
    `<ErrorResponse xmlns="${xmlns}"><Error><Type>Sender</Type><Code>${error.code}</Code>` +
    `<Message>${escapeXml(error.message)}</Message></Error>` +
    `<RequestId>${requestId}</RequestId></ErrorResponse>`
  );
}
