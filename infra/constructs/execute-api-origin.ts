import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** `https://<api id>.execute-api.<region>.<suffix>`: the origin of a REST API's default host. */
export function executeApiOrigin(scope: IConstruct, apiId: string): string {
  const stack = Stack.of(scope);
  return `https://${apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
}
