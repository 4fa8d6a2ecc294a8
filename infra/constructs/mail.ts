import { Annotations } from 'aws-cdk-lib';
import { UserPoolEmail } from 'aws-cdk-lib/aws-cognito';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, type IEmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { SesIdentityState } from '../stage-config';

export interface MailProps {
  /** The verified sender (stage setting `sesFromAddress`); without it nothing is sent by SES. */
  readonly fromAddress?: string;
  /** Where its SES identity stands (stage setting `sesIdentity`); default `new`. */
  readonly identityState?: SesIdentityState;
  /** Where /sendQuery's queries are mailed (stage setting `contact.supportEmail`). */
  readonly supportMailbox?: string;
}

/** What `MAIL_FROM` holds when no sender is configured: SES refuses it, on purpose. */
export const unconfiguredMailFrom = 'sesFromAddress-not-set@marque.invalid';

/**
 * The portal's sender: the SES identity of `sesFromAddress` (created here unless it lives outside
 * the stack), what functions that send mail are granted, and how Cognito sends its own mail.
 */
export class Mail extends Construct {
  /** `MAIL_FROM` of the functions that send mail. */
  readonly fromAddress: string;
  /** `SUPPORT_MAILBOX` of the functions that send mail, when the stage names one. */
  readonly supportMailbox?: string;
  /** The SES identity, when a sender is configured. */
  readonly identity?: IEmailIdentity;
  /** The identity resource when this stack creates it (the user pool is made after it). */
  readonly createdIdentity?: EmailIdentity;
  /** Cognito's own mail (sign-up, forgot password): SES once the identity is verified. */
  readonly userPoolEmail: UserPoolEmail;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const from = props.fromAddress;
    this.supportMailbox = props.supportMailbox;
    const state = props.identityState ?? 'new';
    if (!from) {
      this.fromAddress = unconfiguredMailFrom;
      this.userPoolEmail = UserPoolEmail.withCognito();
      Annotations.of(this).addWarningV2(
        'marque:ses-from-missing',
        'sesFromAddress is not set: the handlers and triggers cannot send mail (sign-in codes ' +
          'included) and Cognito uses its default sender. Set -c sesFromAddress=<address>.',
      );
      return;
    }

    this.fromAddress = from;
    if (state === 'external') {
      this.identity = EmailIdentity.fromEmailIdentityName(this, 'identity', from);
    } else {
      this.createdIdentity = new EmailIdentity(this, 'identity', {
        identity: Identity.email(from),
      });
      this.identity = this.createdIdentity;
    }
    // Cognito checks the identity is verified when the pool is created or updated, and a new
    // address is verified only when someone follows the link AWS mails to it (aws-cdk#28531).
    this.userPoolEmail =
      state === 'new' ? UserPoolEmail.withCognito() : UserPoolEmail.withSES({ fromEmail: from });
    if (state === 'new') {
      Annotations.of(this).addWarningV2(
        'marque:ses-identity-new',
        `SES sends a verification link to ${from}; until it is followed, mail from the handlers ` +
          'fails. Cognito keeps its default sender until you deploy with -c sesIdentity=verified.',
      );
    }
  }

  /** Lets a function send mail from `fromAddress` (SES v2 SendEmail), and nothing else. */
  grantSend(grantee: IGrantable): void {
    if (!this.identity) return;
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [this.identity.emailIdentityArn],
      }),
    );
  }
}
