import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';

/** The items of every TransactWriteItems a mocked document client was sent. */
export function transactionsOf(ddb: AwsClientStub<DynamoDBDocumentClient>) {
  return ddb
    .commandCalls(TransactWriteCommand)
    .map((call) => call.args[0].input.TransactItems ?? []);
}

/** The audit entries (Puts on the audit table) of one transaction. */
export function auditPutsOf(items: ReturnType<typeof transactionsOf>[number]) {
  return items
    .filter((item) => item.Put?.TableName === 'marque-test-audit')
    .map((item) => item.Put?.Item ?? {});
}
