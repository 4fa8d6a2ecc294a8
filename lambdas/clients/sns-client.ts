import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { traced } from '../lib/observability/tracer';

let client: SNSClient | undefined;

/** SNS, for text messages; locally AWS_ENDPOINT_URL_SNS points it at the outbox. */
export function sns(): SNSClient {
  client ??= traced(new SNSClient({}));
  return client;
}

/** Sends one transactional text message to a phone number in E.164 form. Throws what SNS throws. */
export async function sendSms(phoneNumber: string, message: string): Promise<void> {
  await sns().send(
    new PublishCommand({
      PhoneNumber: phoneNumber,
      Message: message,
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
      },
    }),
  );
}
