import type { IncomingMessage } from 'node:http';

/** Headers Amplify (and the AWS SDK) send from a browser at another origin. */
const allowedHeaders = [
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'cache-control',
  'authorization',
  'x-amz-date',
  'x-amz-security-token',
  'x-amz-content-sha256',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
];

/** On every answer: every origin may read it, error headers included. */
export const corsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date',
};

/** The answer to a preflight (OPTIONS): what the browser asked for, plus the usual set. */
export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const requested = (req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((header) => header.trim().toLowerCase())
    .filter(Boolean);
  return {
    ...corsHeaders,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': [...new Set([...allowedHeaders, ...requested])].join(', '),
    'access-control-max-age': '600',
  };
}
