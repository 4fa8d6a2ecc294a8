import type { APIGatewayProxyEvent } from 'aws-lambda';
import { portalOriginStageVariable } from './function-environment';

/**
 * The portal's origin (`https://portal.example`) as the deployment knows it: the portal API
 * stage's `portalOrigin` variable (the local gateway sets the local site's). Mails link to it;
 * a stage without it is a broken deployment, not a reason to mail a link that leads nowhere.
 */
export function portalOriginOf(event: Pick<APIGatewayProxyEvent, 'stageVariables'>): string {
  const origin = event.stageVariables?.[portalOriginStageVariable];
  if (!origin || !/^https?:\/\/[^/\s]+$/.test(origin)) {
    throw new Error(`The portal API stage has no valid '${portalOriginStageVariable}' variable`);
  }
  return origin;
}
