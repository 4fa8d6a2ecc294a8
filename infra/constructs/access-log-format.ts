import { AccessLogField, AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';

/**
 * One JSON line per request. Never the body, the Authorization header or an API key's value:
 * only the key's id, which usage insights join to subscriptions.
 */
export function accessLogFormat(extra: Readonly<Record<string, string>> = {}): AccessLogFormat {
  return AccessLogFormat.custom(
    JSON.stringify({
      requestId: AccessLogField.contextRequestId(),
      requestTime: AccessLogField.contextRequestTimeEpoch(),
      ip: AccessLogField.contextIdentitySourceIp(),
      userAgent: AccessLogField.contextIdentityUserAgent(),
      httpMethod: AccessLogField.contextHttpMethod(),
      resourcePath: AccessLogField.contextResourcePath(),
      status: AccessLogField.contextStatus(),
      responseLength: AccessLogField.contextResponseLength(),
      responseLatency: AccessLogField.contextResponseLatency(),
      integrationLatency: AccessLogField.contextIntegrationLatency(),
      errorType: AccessLogField.contextErrorResponseType(),
      ...extra,
    }),
  );
}
