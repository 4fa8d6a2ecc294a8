import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { traced } from '../lib/observability/tracer';

let client: DynamoDBDocumentClient | undefined;

/** One document client per process; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB locally. */
export function dynamo(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(traced(new DynamoDBClient({})), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return client;
}
