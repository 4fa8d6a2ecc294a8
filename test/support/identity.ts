import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';

export interface PoolRef {
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
}

/** Creates a confirmed user in a group through Cognito's admin API, as an admin tool would. */
export async function createUser(
  pool: PoolRef,
  email: string,
  password: string,
  group: string,
): Promise<void> {
  const client = new CognitoIdentityProviderClient({
    endpoint: pool.endpoint,
    region: 'us-east-1',
  });
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  await client.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      GroupName: group,
    }),
  );
  client.destroy();
}

/** Signs in through Amplify (SRP), as the web app does, and returns the ID token. */
export async function idTokenFor(pool: PoolRef, email: string, password: string): Promise<string> {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        userPoolEndpoint: pool.endpoint,
      },
    },
  });
  await signOut().catch(() => undefined);
  const result = await signIn({ username: email, password });
  if (!result.isSignedIn) throw new Error(`Sign-in stopped at ${result.nextStep.signInStep}`);
  const token = (await fetchAuthSession()).tokens?.idToken?.toString();
  if (!token) throw new Error('No ID token after sign-in');
  return token;
}
