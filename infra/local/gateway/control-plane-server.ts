import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { AwsError } from './aws-error';
import {
  createApiKey,
  deleteApiKey,
  getApiKey,
  getApiKeys,
  updateApiKey,
} from './control-plane-api-keys';
import {
  deleteClientCertificate,
  generateClientCertificate,
  getClientCertificate,
  getClientCertificates,
} from './control-plane-client-certificates';
import type { ControlPlaneContext, Operation } from './control-plane-context';
import { getExport } from './control-plane-export';
import { seedUsage } from './control-plane-local-usage';
import { holdBucket } from './control-plane-local-throttle';
import { ControlPlaneFaults } from './control-plane-faults';
import {
  createUsagePlanKey,
  deleteUsagePlanKey,
  getUsage,
  getUsagePlan,
  getUsagePlanKey,
  getUsagePlanKeys,
  getUsagePlans,
  updateUsage,
} from './control-plane-usage-plans';
import { readBody, send, sendJson, splitUrl } from './http-io';
import { createTemplateMatcher } from './path-template';

/** The API Gateway control-plane operations the portal calls, by method and path (REST JSON). */
const operations: { method: string; template: string; run: Operation }[] = [
  { method: 'POST', template: '/apikeys', run: createApiKey },
  { method: 'GET', template: '/apikeys', run: getApiKeys },
  { method: 'GET', template: '/apikeys/{apiKey}', run: getApiKey },
  { method: 'PATCH', template: '/apikeys/{apiKey}', run: updateApiKey },
  { method: 'DELETE', template: '/apikeys/{apiKey}', run: deleteApiKey },
  { method: 'GET', template: '/usageplans', run: getUsagePlans },
  { method: 'GET', template: '/usageplans/{usagePlanId}', run: getUsagePlan },
  { method: 'POST', template: '/usageplans/{usagePlanId}/keys', run: createUsagePlanKey },
  { method: 'GET', template: '/usageplans/{usagePlanId}/keys', run: getUsagePlanKeys },
  { method: 'GET', template: '/usageplans/{usagePlanId}/keys/{keyId}', run: getUsagePlanKey },
  { method: 'DELETE', template: '/usageplans/{usagePlanId}/keys/{keyId}', run: deleteUsagePlanKey },
  { method: 'GET', template: '/usageplans/{usagePlanId}/usage', run: getUsage },
  {
    method: 'PATCH',
    template: '/usageplans/{usagePlanId}/keys/{keyId}/usage',
    run: updateUsage,
  },
  {
    method: 'GET',
    template: '/restapis/{restApiId}/stages/{stageName}/exports/{exportType}',
    run: getExport,
  },
  { method: 'POST', template: '/clientcertificates', run: generateClientCertificate },
  { method: 'GET', template: '/clientcertificates', run: getClientCertificates },
  {
    method: 'GET',
    template: '/clientcertificates/{clientCertificateId}',
    run: getClientCertificate,
  },
  {
    method: 'DELETE',
    template: '/clientcertificates/{clientCertificateId}',
    run: deleteClientCertificate,
  },
];

interface ErrorAnswer {
  status: number;
  type: string;
  message: string;
}

function sendError(res: ServerResponse, error: ErrorAnswer, requestId: string): void {
  const headers = { 'x-amzn-errortype': error.type, 'x-amzn-requestid': requestId };
  sendJson(res, error.status, { message: error.message }, headers);
}

function parseBody(data: Buffer): Record<string, unknown> {
  if (data.length === 0) return {};
  const parsed: unknown = JSON.parse(data.toString('utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('not an object');
  return parsed as Record<string, unknown>;
}

/**
 * The API Gateway control plane (what `@aws-sdk/client-api-gateway` calls): API keys, the
 * catalogue's usage plans and their keys, usage, exports, client certificates. Errors carry `x-amzn-errortype` and a
 * `{message}` body, as API Gateway's do.
 */
export function createControlPlane(ctx: ControlPlaneContext) {
  const matcher = createTemplateMatcher(
    operations.map((op) => ({ template: op.template, value: op })),
  );
  const faults = new ControlPlaneFaults();

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = randomUUID();
    const { path, search } = splitUrl(req);
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'POST' && path === '/_local/faults') {
      try {
        const fault = faults.arm(parseBody(await readBody(req)));
        return sendJson(res, 201, fault, { 'x-amzn-requestid': requestId });
      } catch (error) {
        const answer =
          error instanceof AwsError
            ? error
            : new AwsError('BadRequestException', 'Invalid request body');
        return sendError(res, answer, requestId);
      }
    }
    if (method === 'POST' && path === '/_local/quotas') {
      try {
        const limits = ctx.quotas.set(parseBody(await readBody(req)));
        return sendJson(res, 200, limits, { 'x-amzn-requestid': requestId });
      } catch (error) {
        const answer =
          error instanceof AwsError
            ? error
            : new AwsError('BadRequestException', 'Invalid request body');
        return sendError(res, answer, requestId);
      }
    }
    if (method === 'POST' && path === '/_local/usage') {
      try {
        const seeded = seedUsage(ctx, parseBody(await readBody(req)));
        return sendJson(res, 201, seeded, { 'x-amzn-requestid': requestId });
      } catch (error) {
        const answer =
          error instanceof AwsError
            ? error
            : new AwsError('BadRequestException', 'Invalid request body');
        return sendError(res, answer, requestId);
      }
    }
    if (method === 'POST' && path === '/_local/throttle') {
      try {
        const held = holdBucket(ctx, parseBody(await readBody(req)));
        return sendJson(res, 200, held, { 'x-amzn-requestid': requestId });
      } catch (error) {
        const answer =
          error instanceof AwsError
            ? error
            : new AwsError('BadRequestException', 'Invalid request body');
        return sendError(res, answer, requestId);
      }
    }
    const match = matcher.matchAll(path).find((m) => m.value.method === method);
    if (!match) {
      const unknown = {
        status: 404,
        type: 'UnknownOperationException',
        message: 'Unknown operation',
      };
      return sendError(res, unknown, requestId);
    }
    const fault = faults.take(`${method} ${match.value.template}`, path);
    if (fault) return sendError(res, fault, requestId);
    let body: Record<string, unknown>;
    try {
      body = parseBody(await readBody(req));
    } catch {
      return sendError(res, new AwsError('BadRequestException', 'Invalid request body'), requestId);
    }
    try {
      const result = match.value.run(ctx, {
        params: match.params,
        query: search,
        body,
        headers: req.headers,
      });
      if (result.raw) {
        const headers: Record<string, string> = {
          'content-type': result.raw.contentType,
          'x-amzn-requestid': requestId,
        };
        if (result.raw.disposition) headers['content-disposition'] = result.raw.disposition;
        return send(res, result.status, headers, result.raw.data);
      }
      if (result.body === undefined)
        return send(res, result.status, { 'x-amzn-requestid': requestId });
      sendJson(res, result.status, result.body, { 'x-amzn-requestid': requestId });
    } catch (error) {
      if (error instanceof AwsError) return sendError(res, error, requestId);
      console.error('local gateway control plane:', error instanceof Error ? error.message : error);
      sendJson(
        res,
        500,
        { message: 'Internal server error' },
        {
          'x-amzn-errortype': 'InternalFailure',
          'x-amzn-requestid': requestId,
        },
      );
    }
  };
}
