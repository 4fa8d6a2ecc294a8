import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InternalErrorException,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordSchema } from '../../shared/schemas/password-schema';
import { testUserPoolId, useTestEnvironment } from '../testing/test-environment';
import { partnerOrganizations } from '../organizations/partner-organizations';
import { organizationItems } from '../organizations/seed-organizations';
import { departmentProjects } from '../requests/production/department-list';
import { handler, portalSeedPhysicalId } from './seed-portal-handler';
import { captureLogs, type CapturedLogs } from '../testing/captured-logs';

const ddb = mockClient(DynamoDBDocumentClient);
const idp = mockClient(CognitoIdentityProviderClient);
useTestEnvironment();

const email = 'admin@marque.example';
const notFound = () =>
  new UserNotFoundException({ message: 'User does not exist.', $metadata: {} });

/** Cognito and DynamoDB as a first deploy finds them: no admin yet, empty tables. */
beforeEach(() => {
  ddb.reset();
  idp.reset();
  ddb.on(BatchWriteCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  idp.on(AdminGetUserCommand).rejects(notFound());
  idp.on(AdminCreateUserCommand).resolves({
    User: { Username: email, Attributes: [{ Name: 'sub', Value: 'sub-admin' }] },
  });
  idp.on(AdminSetUserPasswordCommand).resolves({});
  idp.on(AdminAddUserToGroupCommand).resolves({});
  idp.on(AdminDeleteUserCommand).resolves({});
});

let logs: CapturedLogs;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => vi.restoreAllMocks());

function event(
  requestType: 'Create' | 'Update' | 'Delete',
  properties: Record<string, unknown> = { AdminEmail: email },
): CloudFormationCustomResourceEvent {
  return {
    RequestType: requestType,
    ServiceToken: 'arn:aws:lambda:eu-west-1:123456789012:function:provider',
    ResponseURL: 'https://cloudformation.example/response',
    StackId: 'arn:aws:cloudformation:eu-west-1:123456789012:stack/Marque-test/1',
    RequestId: 'request-1',
    LogicalResourceId: 'seed',
    ResourceType: 'Custom::MarquePortalSeed',
    ResourceProperties: { ServiceToken: 'token', ...properties },
    ...(requestType === 'Create'
      ? {}
      : { PhysicalResourceId: portalSeedPhysicalId, OldResourceProperties: {} }),
  } as CloudFormationCustomResourceEvent;
}

const organizationPuts = () =>
  ddb
    .commandCalls(BatchWriteCommand)
    .flatMap((call) => call.args[0].input.RequestItems?.['marque-test-organizations'] ?? []);
const setPasswords = () =>
  idp.commandCalls(AdminSetUserPasswordCommand).map((call) => call.args[0].input);

describe('seed-portal handler', () => {
  it('seeds the partner organizations', async () => {
    const result = await handler(event('Create', {}));
    const puts = organizationPuts().map((put) => put.PutRequest?.Item);
    expect(puts.filter((item) => String(item?.pk).startsWith('ORG'))).toHaveLength(
      organizationItems(partnerOrganizations).length,
    );
    // The production request form's lists share the table.
    expect(puts.filter((item) => item?.pk === 'DEPARTMENT').map((item) => item?.name)).toEqual(
      Object.keys(departmentProjects),
    );
    expect(result).toEqual({
      PhysicalResourceId: portalSeedPhysicalId,
      Data: { organizations: organizationItems(partnerOrganizations).length, admin: 'none' },
    });
  });

  it('seeds the content a fresh portal shows, each kind under its SEEDED mark', async () => {
    await handler(event('Create', {}));
    const marks = ddb
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems?.[0]?.Put)
      .map((put) => `${put?.TableName} ${String(put?.Item?.pk)} ${String(put?.Item?.sk)}`);
    expect(marks).toContain('marque-test-content CONTENT#faq SEEDED');
    expect(marks).toContain('marque-test-content CONTENT#video SEEDED');
  });

  it("seeds the decommission banner with the stage's NewPortalUrl, and refuses one not https", async () => {
    await handler(event('Create', { NewPortalUrl: 'https://developers.marque-motors.com/' }));
    const banner = ddb
      .commandCalls(TransactWriteCommand)
      .flatMap((call) => call.args[0].input.TransactItems ?? [])
      .map((item) => item.Put?.Item)
      .find((item) => item?.kind === 'banner');
    expect(banner).toMatchObject({ linkUrl: 'https://developers.marque-motors.com/' });
    await expect(handler(event('Create', { NewPortalUrl: 'ftp://x' }))).rejects.toThrow(
      'ResourceProperties.NewPortalUrl must be an https URL',
    );
  });

  it('touches neither Cognito nor the users table without AdminEmail', async () => {
    await handler(event('Create', {}));
    expect(idp.calls()).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('creates the admin: verified e-mail, no mail, permanent password, admin group', async () => {
    const result = await handler(event('Create', { AdminEmail: ' Admin@Marque.Example ' }));
    expect(result.Data?.admin).toBe('created');
    expect(idp.commandCalls(AdminCreateUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
      MessageAction: 'SUPPRESS',
    });
    expect(setPasswords()).toEqual([
      {
        UserPoolId: testUserPoolId,
        Username: email,
        Password: expect.any(String),
        Permanent: true,
      },
    ]);
    expect(idp.commandCalls(AdminAddUserToGroupCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      Username: email,
      GroupName: 'admin',
    });
  });

  it('sets a password that meets the rule of spec §5, and never logs it', async () => {
    await handler(event('Create'));
    const password = setPasswords()[0]?.Password ?? '';
    expect(passwordSchema.safeParse(password).success).toBe(true);
    expect(logs.entries().length).toBeGreaterThan(0);
    expect(logs.text()).not.toContain(password);
  });

  it('ensures the admin record (accountStatus admin, with the sub)', async () => {
    await handler(event('Create'));
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'marque-test-users',
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: { pk: `USER#${email}`, sk: 'PROFILE', email, accountStatus: 'admin', sub: 'sub-admin' },
    });
  });

  it('creates the admin once: a second run leaves the user and its password alone', async () => {
    await handler(event('Create'));
    idp.on(AdminGetUserCommand).resolves({
      Username: 'sub-admin',
      UserAttributes: [{ Name: 'sub', Value: 'sub-admin' }],
    });
    ddb
      .on(PutCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    const again = await handler(event('Update'));
    expect(again.Data?.admin).toBe('existing');
    expect(idp.commandCalls(AdminCreateUserCommand)).toHaveLength(1);
    expect(setPasswords()).toHaveLength(1);
    expect(idp.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(1);
    // The record is still ensured (a first run may have stopped before writing it).
    expect(ddb.commandCalls(PutCommand)).toHaveLength(2);
  });

  it('takes a user made meanwhile by a concurrent run as existing', async () => {
    idp
      .on(AdminGetUserCommand)
      .rejectsOnce(notFound())
      .resolves({ Username: 'sub-admin', UserAttributes: [{ Name: 'sub', Value: 'sub-admin' }] });
    idp
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    expect((await handler(event('Create'))).Data?.admin).toBe('existing');
    expect(setPasswords()).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ sub: 'sub-admin' });
  });

  it('deletes a half-made admin and fails, so the next deploy starts clean', async () => {
    idp
      .on(AdminAddUserToGroupCommand)
      .rejects(new InternalErrorException({ message: 'boom', $metadata: {} }));
    await expect(handler(event('Create'))).rejects.toThrow('boom');
    expect(idp.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      Username: email,
    });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('fails on a Cognito error other than a missing user', async () => {
    idp
      .on(AdminGetUserCommand)
      .rejects(new InternalErrorException({ message: 'down', $metadata: {} }));
    await expect(handler(event('Create'))).rejects.toThrow('down');
    expect(idp.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('refuses an AdminEmail that is not an e-mail address', async () => {
    await expect(handler(event('Create', { AdminEmail: 'nobody' }))).rejects.toThrow(
      /AdminEmail must be an e-mail address/,
    );
  });

  it('does nothing on Delete', async () => {
    expect(await handler(event('Delete'))).toEqual({ PhysicalResourceId: portalSeedPhysicalId });
    expect(ddb.calls()).toHaveLength(0);
    expect(idp.calls()).toHaveLength(0);
  });
});
