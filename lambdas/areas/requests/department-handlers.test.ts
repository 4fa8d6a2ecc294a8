import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { listDepartments, listProjects } from '../../../shared/api/requests-production-operations';
import { departmentItems } from '../../requests/production/departments';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './requests-area';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();

const seeded = departmentItems();
beforeEach(() => {
  ddb.reset();
  ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
    const { ':pk': pk, ':prefix': prefix = '' } = input.ExpressionAttributeValues;
    return {
      Items: seeded.filter((item) => item.pk === pk && String(item.sk).startsWith(prefix)),
    };
  });
});

describe('listDepartments and listProjects', () => {
  it('answers the seeded departments to a signed-in user, 401 to a visitor', async () => {
    const result = await handler(operationEvent(listDepartments, { claims: developerClaims }));
    expect(bodyOf(result).items).toContainEqual({ name: 'Connected Vehicle' });
    expect((await handler(operationEvent(listDepartments))).statusCode).toBe(401);
  });

  it("answers one department's projects with one Query on its prefix", async () => {
    const result = await handler(
      operationEvent(listProjects, {
        query: { department: 'Finance' },
        claims: developerClaims,
      }),
    );
    const items = bodyOf(result).items as { department: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.department === 'Finance')).toBe(true);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'PROJECT',
      ':prefix': 'Finance#',
    });
  });
});
