import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEvent } from 'aws-lambda';

export interface ProxyEventInput {
  req: IncomingMessage;
  /** The request path as received (still percent-encoded, as API Gateway passes `path`). */
  path: string;
  search: URLSearchParams;
  /** The matched resource template, e.g. `/catalogue/categories/{category}/services`. */
  resource: string;
  pathParameters: Record<string, string>;
  body: Buffer;
  /** Claims for routes behind the Cognito authorizer; none for public routes. */
  claims?: Record<string, string>;
  requestId: string;
  now: number;
  /** The stage's variables, as API Gateway passes them (none when absent). */
  stageVariables?: Record<string, string>;
  stage?: string;
  apiId?: string;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** `requestTime` as API Gateway writes it: `09/Apr/2015:12:34:56 +0000`. */
export function requestTime(epochMs: number): string {
  const d = new Date(epochMs);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${pad(d.getUTCDate())}/${months[d.getUTCMonth()]}/${d.getUTCFullYear()}:${time} +0000`;
}

/** Headers with the case the client sent; the single-value map keeps the last value. */
function headersOf(req: IncomingMessage) {
  const multi: Record<string, string[]> = {};
  const names = new Map<string, string>();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const raw = req.rawHeaders[i] as string;
    const name = names.get(raw.toLowerCase()) ?? raw;
    names.set(raw.toLowerCase(), name);
    (multi[name] ??= []).push(req.rawHeaders[i + 1] as string);
  }
  const extra: Record<string, string> = {
    'X-Forwarded-For': req.socket.remoteAddress ?? '127.0.0.1',
    'X-Forwarded-Port': String(req.socket.localPort ?? ''),
    'X-Forwarded-Proto': 'http',
  };
  for (const [name, value] of Object.entries(extra)) {
    if (!names.has(name.toLowerCase())) multi[name] = [value];
  }
  const single: Record<string, string> = {};
  for (const [name, values] of Object.entries(multi))
    single[name] = values[values.length - 1] ?? '';
  return { single, multi };
}

function queryOf(search: URLSearchParams) {
  const multi: Record<string, string[]> = {};
  for (const [name, value] of search) (multi[name] ??= []).push(value);
  const names = Object.keys(multi);
  if (names.length === 0) return { single: null, multi: null };
  const single: Record<string, string> = {};
  for (const name of names) single[name] = multi[name]?.at(-1) ?? '';
  return { single, multi };
}

/** The event API Gateway's Lambda proxy integration (REST API, payload 1.0) would send. */
export function buildProxyEvent(input: ProxyEventInput): APIGatewayProxyEvent {
  const { req } = input;
  const headers = headersOf(req);
  const query = queryOf(input.search);
  const method = (req.method ?? 'GET').toUpperCase();
  const hasParams = Object.keys(input.pathParameters).length > 0;
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return {
    resource: input.resource,
    path: input.path,
    httpMethod: method,
    headers: headers.single,
    multiValueHeaders: headers.multi,
    queryStringParameters: query.single,
    multiValueQueryStringParameters: query.multi,
    pathParameters: hasParams ? { ...input.pathParameters } : null,
    stageVariables: input.stageVariables ? { ...input.stageVariables } : null,
    body: input.body.length > 0 ? input.body.toString('utf8') : null,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: input.apiId ?? 'local',
      authorizer: input.claims ? { claims: { ...input.claims } } : undefined,
      domainName: req.headers.host ?? 'localhost',
      domainPrefix: (req.headers.host ?? 'localhost').split(/[.:]/)[0],
      extendedRequestId: input.requestId,
      httpMethod: method,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp,
        user: null,
        userAgent: req.headers['user-agent'] ?? null,
        userArn: null,
      },
      path: input.path,
      protocol: `HTTP/${req.httpVersion}`,
      requestId: input.requestId,
      requestTime: requestTime(input.now),
      requestTimeEpoch: input.now,
      resourceId: 'local',
      resourcePath: input.resource,
      stage: input.stage ?? 'local',
    },
  };
}
