import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { traced } from '../lib/observability/tracer';
import { dynamoCommandChannelVariable, postCommandsTo } from './dynamo-command-count';

let client: DynamoDBDocumentClient | undefined;

/** One document client per process; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB locally. */
export function dynamo(): DynamoDBDocumentClient {
  if (!client) {
    const base = new DynamoDBClient({});
    // The local bench counts each request's commands; unset (as always in AWS), this does nothing.
    postCommandsTo(base, process.env[dynamoCommandChannelVariable]);
    client = DynamoDBDocumentClient.from(traced(base), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return client;
}
