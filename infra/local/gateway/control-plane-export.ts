import { productStages } from '../../../shared/plans';
import type { OpenApiDocument } from '../../catalogue/catalogue-source';
import { toGatewaySpec } from '../../catalogue/to-gateway-spec';
import { badRequest, notFound } from './aws-error';
import type { Operation } from './control-plane-context';
import { toSwagger2 } from './openapi-to-swagger';

/** Drops the `x-amazon-apigateway-*` keys the export was not asked for (`extensions`). */
function withExtensions(value: unknown, keep: (key: string) => boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => withExtensions(v, keep));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !k.startsWith('x-amazon-apigateway-') || keep(k))
      .map(([k, v]) => [k, withExtensions(v, keep)]),
  );
}

function keeper(extensions: string | null): (key: string) => boolean {
  const asked = (extensions ?? '').split(',').map((s) => s.trim());
  if (asked.includes('apigateway')) return () => true;
  if (asked.includes('integrations')) return (key) => key === 'x-amazon-apigateway-integration';
  return () => false;
}

/**
 * GET /restapis/{restApiId}/stages/{stageName}/exports/{oas30|swagger} (GetExport). What API
 * Gateway holds is the document the product API was imported from (`toGatewaySpec`: no examples,
 * no x-marque-* extensions), so that is what comes back, with `servers` (or host and basePath)
 * on the local product API stage the way API Gateway writes them: `{url}/{basePath}`, basePath
 * defaulting to `/stage`. `x-amazon-apigateway-*` extensions only on request (`extensions`).
 */
export const getExport: Operation = (ctx, { params, query, headers }) => {
  const apiId = params.restApiId ?? '';
  const service = ctx.apis.service(apiId);
  if (!service) throw notFound(`Invalid API identifier specified 000000000000:${apiId}`);
  const stage = params.stageName ?? '';
  if (!(productStages as readonly string[]).includes(stage)) {
    throw notFound('Invalid stage identifier specified');
  }
  const accept = String(headers.accept ?? 'application/json');
  if (/yaml/i.test(accept)) throw badRequest('The local gateway exports JSON only');
  const spec = withExtensions(toGatewaySpec(service.openapi), keeper(query.get('extensions')));
  const base = ctx.productApisUrl();
  let document: unknown;
  if (params.exportType === 'oas30') {
    const servers = [
      { url: `${base}/${apiId}/{basePath}`, variables: { basePath: { default: `/${stage}` } } },
    ];
    document = { ...(spec as object), servers };
  } else if (params.exportType === 'swagger') {
    document = toSwagger2(spec as OpenApiDocument, new URL(base).host, `/${apiId}/${stage}`);
  } else {
    throw badRequest(`Invalid export type: ${params.exportType}`);
  }
  return {
    status: 200,
    raw: {
      contentType: 'application/json',
      data: Buffer.from(JSON.stringify(document, null, 2)),
      disposition: `attachment; filename="${service.service}-${stage}-${params.exportType}.json"`,
    },
  };
};
