import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { CustomerSdkDetails } from '../../shared/customer-sign-in';
import { customerPoolClientId, customerPoolId } from '../lib/settings';
import { answer, headerValue } from './customer-answers';

/** The region the function runs in (set by Lambda, and by the local cloud). */
function region(): string {
  const value = process.env.AWS_REGION;
  if (!value) throw new Error('Environment variable AWS_REGION is not set');
  return value;
}

/**
 * `GET /v1/sdk-details`: what an app needs to talk to the customer pool and this API: the
 * region, the pool and its app client, and this stage's base URL as the caller reached it.
 */
export function sdkDetails(event: APIGatewayProxyEvent): APIGatewayProxyResult {
  const forwarded = headerValue(event, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const proto = forwarded === 'http' ? 'http' : 'https';
  const { domainName, stage } = event.requestContext;
  const body: CustomerSdkDetails = {
    region: region(),
    userPoolId: customerPoolId(),
    userPoolWebClientId: customerPoolClientId(),
    gatewayUrl: `${proto}://${domainName ?? ''}/${stage}`,
  };
  return answer(200, body);
}
