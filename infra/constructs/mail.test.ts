import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, it } from 'vitest';
import { sharedTestStack } from '../testing/shared-test-stack';

const from = 'no-reply@marque.example.com';
/** The test stack's region and account are known: CDK writes the whole ARN, partition too. */
const identityArn = `arn:aws:ses:eu-west-1:123456789012:identity/${from}`;

/** Each context's stack is shared: the default with most files, the verified one with portal-api. */
function synth(context: Record<string, unknown>): { template: Template; annotations: Annotations } {
  const { stack } = sharedTestStack({ context });
  return { template: Template.fromStack(stack), annotations: Annotations.fromStack(stack) };
}

describe('Mail', () => {
  it('without sesFromAddress: no SES identity, Cognito mails itself, and a warning', () => {
    const { template, annotations } = synth({});
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
    annotations.hasWarning(
      '/Marque-test/mail',
      Match.stringLikeRegexp('sesFromAddress is not set'),
    );
  });

  it('with a new address: creates its SES identity, Cognito waits for its verification', () => {
    const { template, annotations } = synth({ sesFromAddress: from });
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: from });
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
    annotations.hasWarning('/Marque-test/mail', Match.stringLikeRegexp('sesIdentity=verified'));
  });

  it('once verified: Cognito sends from it too, after the identity exists', () => {
    const { template, annotations } = synth({ sesFromAddress: from, sesIdentity: 'verified' });
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: from });
    template.hasResource('AWS::Cognito::UserPool', {
      DependsOn: Match.arrayWith([Match.stringLikeRegexp('^mailidentity')]),
      Properties: Match.objectLike({
        EmailConfiguration: Match.objectLike({
          EmailSendingAccount: 'DEVELOPER',
          From: from,
          SourceArn: identityArn,
        }),
      }),
    });
    annotations.hasNoWarning('*', Match.stringLikeRegexp('sesFromAddress|sesIdentity'));
  });

  it('with an identity verified outside the stack: uses it, creates none', () => {
    const { template } = synth({ sesFromAddress: from, sesIdentity: 'external' });
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', From: from }),
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Effect: 'Allow',
            Action: 'ses:SendEmail',
            Resource: identityArn,
          },
        ]),
      },
    });
  });
});
