import type { LocalPorts } from './ports';

/**
 * The environment the handlers see locally: the same variables a Lambda gets, with endpoints
 * pointing at the stand-ins and fake credentials so the SDK never looks beyond this machine.
 */
export function localEnvironment(
  ports: LocalPorts,
  tableEnv: Record<string, string>,
): Record<string, string> {
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_API_GATEWAY: `http://127.0.0.1:${ports.controlPlane}`,
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${ports.outbox}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.cognito}`,
    ...tableEnv,
  };
}
