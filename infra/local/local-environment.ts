import type { DeploymentStage } from '../../shared/plans';
import type { LocalPorts } from './ports';

/** The sender of local mail (the outbox shows it); in AWS the stage's SES identity. */
export const localMailFrom = 'no-reply@marque.local';

/**
 * The environment the handlers and triggers see locally: the same variables a Lambda gets, with
 * endpoints pointing at the stand-ins and fake credentials so the SDK never looks beyond this
 * machine. USER_POOL_ID is added once the local pool exists (see start-local-cloud.ts).
 */
export function localEnvironment(
  ports: LocalPorts,
  stage: DeploymentStage,
  tableEnv: Record<string, string> = {},
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
    MARQUE_STAGE: stage,
    MARQUE_LOCAL: 'true',
    MAIL_FROM: localMailFrom,
    ...tableEnv,
  };
}

/** What the portal's handlers learn of the local pool once it exists (the stack sets the same). */
export function identityEnvironment(identity: {
  userPoolId: string;
  userPoolClientId: string;
}): Record<string, string> {
  return { USER_POOL_ID: identity.userPoolId, USER_POOL_CLIENT_ID: identity.userPoolClientId };
}
