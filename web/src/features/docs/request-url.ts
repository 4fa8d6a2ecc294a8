/** Stands in for the host and base path when a visitor reads the request URL (spec §6). */
export const maskedHost = '••••••••';

/** The sandbox request URL: the configured product API URL with `{apiId}` and `{stage}` filled. */
export function requestUrl(productApiUrl: string, apiId: string, path: string): string {
  const base = productApiUrl
    .replaceAll('{apiId}', encodeURIComponent(apiId))
    .replaceAll('{stage}', 'sandbox')
    .replace(/\/+$/, '');
  return `${base}${path}`;
}

/** The request URL a visitor sees: scheme and path, the host and base path masked. */
export function maskedRequestUrl(productApiUrl: string | undefined, path: string): string {
  const scheme = /^(https?):/i.exec(productApiUrl ?? '')?.[1]?.toLowerCase() ?? 'https';
  return `${scheme}://${maskedHost}${path}`;
}
