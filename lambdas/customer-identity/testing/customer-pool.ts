import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  CognitoIdentityProviderClient,
  NotAuthorizedException,
  UsernameExistsException,
  type AdminCreateUserCommandInput,
  type AdminDeleteUserCommandInput,
  type AdminInitiateAuthCommandInput,
  type AdminRespondToAuthChallengeCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { handler as trigger } from '../customer-auth-challenge';

/** The token the test pool issues; a real one is a JWT. */
export const testAccessToken = (customerId: string) => `access-token-of-${customerId}`;

/**
 * The customer pool behind a mocked Cognito client: users by name (AdminCreateUser, AdminDelete
 * User) and CUSTOM_AUTH that asks the real trigger whether the answer is right, as Cognito would.
 */
export class TestCustomerPool {
  readonly users = new Map<string, Record<string, string>>();

  install(cognito: AwsClientStub<CognitoIdentityProviderClient>): void {
    cognito.on(AdminCreateUserCommand).callsFake((input: AdminCreateUserCommandInput) => {
      const name = String(input.Username);
      if (this.users.has(name)) {
        throw new UsernameExistsException({ message: 'exists', $metadata: {} });
      }
      const attributes = Object.fromEntries(
        (input.UserAttributes ?? []).map((a) => [String(a.Name), String(a.Value)]),
      );
      this.users.set(name, attributes);
      return { User: { Username: name } };
    });
    cognito.on(AdminDeleteUserCommand).callsFake((input: AdminDeleteUserCommandInput) => {
      this.users.delete(String(input.Username));
      return {};
    });
    cognito.on(AdminInitiateAuthCommand).callsFake((input: AdminInitiateAuthCommandInput) => {
      const name = input.AuthParameters?.USERNAME ?? '';
      if (input.AuthFlow !== 'CUSTOM_AUTH' || !this.users.has(name)) {
        throw new NotAuthorizedException({ message: 'refused', $metadata: {} });
      }
      return { ChallengeName: 'CUSTOM_CHALLENGE', Session: `session-${name}` };
    });
    cognito
      .on(AdminRespondToAuthChallengeCommand)
      .callsFake(async (input: AdminRespondToAuthChallengeCommandInput) => {
        const name = input.ChallengeResponses?.USERNAME ?? '';
        const verdict = await trigger(this.verifyEvent(name, input.ChallengeResponses?.ANSWER));
        if (!verdict.response.answerCorrect) {
          throw new NotAuthorizedException({ message: 'Incorrect', $metadata: {} });
        }
        return { AuthenticationResult: { AccessToken: testAccessToken(name), ExpiresIn: 3600 } };
      });
  }

  private verifyEvent(name: string, answer = ''): VerifyAuthChallengeResponseTriggerEvent {
    return {
      version: '1',
      region: 'us-east-1',
      userPoolId: 'us-east-1_Customers',
      triggerSource: 'VerifyAuthChallengeResponse_Authentication',
      userName: name,
      callerContext: { awsSdkVersion: 'test', clientId: 'customer-client' },
      request: {
        userAttributes: this.users.get(name) ?? {},
        privateChallengeParameters: {},
        challengeAnswer: answer,
      },
      response: { answerCorrect: false },
    };
  }
}
