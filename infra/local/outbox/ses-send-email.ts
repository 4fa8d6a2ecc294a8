import type { OutgoingMessage } from './outbox-store';

/** SES v2 SendEmail (`POST /v2/email/outbound-emails`), read as far as the outbox needs it. */
export const sesSendEmailPath = '/v2/email/outbound-emails';

export class SesBadRequest extends Error {}

interface SesContentPart {
  Data?: unknown;
}

interface SesSendEmailBody {
  Destination?: { ToAddresses?: unknown; CcAddresses?: unknown; BccAddresses?: unknown };
  Content?: {
    Simple?: {
      Subject?: SesContentPart;
      Body?: { Text?: SesContentPart; Html?: SesContentPart };
    };
  };
}

const addresses = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const data = (part: SesContentPart | undefined): string | undefined =>
  typeof part?.Data === 'string' ? part.Data : undefined;

/** Turns a SendEmail body into one outbox message per recipient (To, Cc and Bcc alike). */
export function messagesFromSendEmail(body: unknown): OutgoingMessage[] {
  const request = (typeof body === 'object' && body !== null ? body : {}) as SesSendEmailBody;
  const simple = request.Content?.Simple;
  if (!simple) {
    throw new SesBadRequest('The local outbox accepts Content.Simple only.');
  }
  const destination = request.Destination ?? {};
  const recipients = [
    ...addresses(destination.ToAddresses),
    ...addresses(destination.CcAddresses),
    ...addresses(destination.BccAddresses),
  ];
  if (recipients.length === 0) {
    throw new SesBadRequest('Destination.ToAddresses must name at least one address.');
  }
  const subject = data(simple.Subject) ?? '';
  const text = data(simple.Body?.Text) ?? data(simple.Body?.Html) ?? '';
  return recipients.map((to) => ({ to, subject, text }));
}
