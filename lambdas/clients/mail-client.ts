import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { settings } from '../lib/settings';
import { traced } from '../lib/observability/tracer';

let client: SESv2Client | undefined;

/** SES v2; locally AWS_ENDPOINT_URL_SESV2 points it at the outbox. */
export function ses(): SESv2Client {
  client ??= traced(new SESv2Client({}));
  return client;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one plain-text mail from MAIL_FROM. Throws what SES throws. */
export async function sendMail(mail: Mail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: settings().mailFrom,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
