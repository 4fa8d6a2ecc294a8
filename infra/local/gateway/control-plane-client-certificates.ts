import { badRequest } from './aws-error';
import { nowSeconds, page, tagsOf, type Operation } from './control-plane-context';

function description(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest('Invalid value for description');
  return value;
}

/**
 * POST /clientcertificates (GenerateClientCertificate): 201 with a new self-signed certificate,
 * valid 365 days; refused at the account's certificate quota.
 */
export const generateClientCertificate: Operation = (ctx, { body }) => {
  const input = { description: description(body.description), tags: tagsOf(body.tags) };
  ctx.quotas.beforeGenerateClientCertificate(ctx.clientCertificates.list().length);
  return { status: 201, body: ctx.clientCertificates.generate(input, nowSeconds(ctx)) };
};

/** GET /clientcertificates/{clientCertificateId} (GetClientCertificate). */
export const getClientCertificate: Operation = (ctx, { params }) => ({
  status: 200,
  body: ctx.clientCertificates.get(params.clientCertificateId ?? ''),
});

/** GET /clientcertificates?position=&limit= (GetClientCertificates), oldest first. */
export const getClientCertificates: Operation = (ctx, { query }) => {
  const { item, position } = page(ctx.clientCertificates.list(), query);
  return { status: 200, body: { item, ...(position && { position }) } };
};

/** DELETE /clientcertificates/{clientCertificateId} (DeleteClientCertificate): 202. */
export const deleteClientCertificate: Operation = (ctx, { params }) => {
  ctx.clientCertificates.delete(params.clientCertificateId ?? '');
  return { status: 202 };
};
