import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * Powertools Tracer (X-Ray): each SDK client is captured, so a request's trace shows its
 * DynamoDB, Cognito, SES, SNS and API Gateway calls. Tracing is off outside Lambda (it needs the
 * runtime's X-Ray daemon), so locally and in tests the clients are returned untouched.
 */
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'marque' });

export function traced<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}
