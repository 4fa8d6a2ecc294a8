import type { LocalPorts } from './ports';

/** The sender of local mail (the outbox shows it); in AWS the stage's SES identity. */
export const localMailFrom = 'no-reply@marque.local';

/**
 * The local deployment's id (MARQUE_DEPLOYMENT, and the `deployment` tag on its keys and
 * certificates), as the portal stack's name is in AWS: one local deployment per stage.
 */
export const localDeploymentId = (stage: string) => `Marque-local-${stage}`;

/**
 * What the local cloud's process and every local function share, as every Lambda gets its region
 * and credentials from the runtime: the region, fake credentials so the SDK never looks beyond
 * this machine, and the stand-ins' endpoints, which the SDK clients read. A function's own
 * variables (stage, tables, sender, pool) are its alone: see functions/portal-functions.ts.
 */
export function localAwsEnvironment(ports: LocalPorts): Record<string, string> {
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // CloudWatch metrics are log lines in Lambda (EMF); locally they would only fill the terminal.
    POWERTOOLS_METRICS_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_API_GATEWAY: `http://127.0.0.1:${ports.controlPlane}`,
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${ports.outbox}`,
    // Text messages (SNS Publish to a phone number) land in the outbox too.
    AWS_ENDPOINT_URL_SNS: `http://127.0.0.1:${ports.outbox}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.cognito}`,
  };
}
