import {
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
  ListUserPoolClientsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rejection } from '../../testing/aws-rejection';
import { startTestIdentity, type TestIdentity } from '../../testing/test-identity';

let local: TestIdentity;

// The test pool holds two clients (the site's and the SRP test client): room for one more.
beforeAll(async () => {
  local = await startTestIdentity(undefined, { appClientsPerPool: 3 });
});
afterAll(() => local.close());

const create = (name: string) =>
  local.cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: local.config.userPoolId,
      ClientName: name,
      GenerateSecret: true,
    }),
  );

const clients = async () =>
  (
    await local.cognito.send(
      new ListUserPoolClientsCommand({ UserPoolId: local.config.userPoolId }),
    )
  ).UserPoolClients ?? [];

it("refuses the app client past the pool's quota as Cognito does, making nothing", async () => {
  const third = await create('third');
  const refused = await rejection(create('fourth'));
  expect(refused).toEqual({
    name: 'LimitExceededException',
    status: 400,
    message: 'App client limit exceeded: 3 app clients per user pool',
  });
  expect((await clients()).map((c) => c.ClientName)).not.toContain('fourth');
  // A deleted client frees its place.
  await local.cognito.send(
    new DeleteUserPoolClientCommand({
      UserPoolId: local.config.userPoolId,
      ClientId: third.UserPoolClient?.ClientId,
    }),
  );
  expect((await create('fourth')).UserPoolClient?.ClientName).toBe('fourth');
});
