import type { CustomMessageTriggerEvent } from 'aws-lambda';
import type { Outbox } from '../../outbox/start-outbox';
import type {
  CognitoLocalCognitoService,
  CognitoLocalMessages,
  CognitoLocalUserPoolOptions,
} from './internals';
import { attributeValue, attributesToRecord } from '../user-attributes';
import type { TriggersFor } from '../triggers/pool-triggers';
import { runTrigger, triggerEnvelope } from '../triggers/run-trigger';

interface Template {
  subject: string;
  message: string;
  sms: string;
}

/** Cognito's default wording, or the pool's own templates where it has them. */
function defaultTemplate(source: string, pool: CognitoLocalUserPoolOptions): Template {
  if (source === 'AdminCreateUser') {
    const invite = pool.AdminCreateUserConfig?.InviteMessageTemplate;
    const message =
      invite?.EmailMessage ?? 'Your username is {username} and temporary password is {####}.';
    return {
      subject: invite?.EmailSubject ?? 'Your temporary password',
      message,
      sms: invite?.SMSMessage ?? message,
    };
  }
  if (source === 'Authentication') {
    const message = 'Your authentication code is {####}.';
    return { subject: 'Your authentication code', message, sms: message };
  }
  const template = pool.VerificationMessageTemplate;
  const message =
    template?.EmailMessage ?? pool.EmailVerificationMessage ?? 'Your verification code is {####}.';
  return {
    subject: template?.EmailSubject ?? pool.EmailVerificationSubject ?? 'Your verification code',
    message,
    sms: template?.SMSMessage ?? message,
  };
}

/**
 * cognito-local's message service, delivering into the outbox: codes for sign-up, forgot
 * password, attribute verification and admin invitations, through the custom-message trigger
 * when there is one.
 */
export function outboxMessages(
  outbox: Pick<Outbox, 'send'>,
  cognito: CognitoLocalCognitoService,
  triggersFor: TriggersFor,
): CognitoLocalMessages {
  return {
    async deliver(ctx, source, clientId, userPoolId, user, code, clientMetadata, delivery) {
      const pool = await cognito.getUserPool(ctx, userPoolId);
      const template = defaultTemplate(source, pool.options);
      let subject = template.subject;
      let message = delivery.DeliveryMedium === 'SMS' ? template.sms : template.message;
      const displayName = attributeValue('email', user.Attributes) ?? user.Username;

      const { customMessage } = await triggersFor(userPoolId);
      if (customMessage) {
        const triggerSource =
          `CustomMessage_${source}` as CustomMessageTriggerEvent['triggerSource'];
        const caller = { userPoolId, clientId: clientId ?? 'CLIENT_ID_NOT_APPLICABLE' };
        const event = {
          ...triggerEnvelope(triggerSource, { ...caller, userName: user.Username }),
          request: {
            userAttributes: attributesToRecord(user.Attributes),
            codeParameter: '{####}',
            linkParameter: '{##Click Here##}',
            usernameParameter: source === 'AdminCreateUser' ? '{username}' : null,
            clientMetadata,
          },
          response: { smsMessage: null, emailMessage: null, emailSubject: null },
        } as CustomMessageTriggerEvent;
        const response = await runTrigger('CustomMessage', customMessage, event);
        subject = response.emailSubject ?? subject;
        message =
          (delivery.DeliveryMedium === 'SMS' ? response.smsMessage : response.emailMessage) ??
          message;
      }

      outbox.send({
        to: delivery.Destination,
        subject: delivery.DeliveryMedium === 'SMS' ? 'SMS' : subject,
        text: message.replaceAll('{####}', code).replaceAll('{username}', displayName),
      });
    },
  };
}
