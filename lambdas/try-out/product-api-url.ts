import type { ProductStage } from '../../shared/plans';
import { environmentVariables } from '../lib/function-environment';
import { SettingsError } from '../lib/settings';

/**
 * The base URL of one product API stage: the template of PRODUCT_API_URL with the catalogue's
 * apiId and the stage put in. The host comes only from the deployment's settings, never from the
 * caller, so the relay can reach nothing but the maker's APIs.
 */
export function productApiBase(
  apiId: string,
  stage: ProductStage,
  env: NodeJS.ProcessEnv = process.env,
): URL {
  const variable = environmentVariables.productApiUrl;
  const template = env[variable]?.trim();
  if (!template || !template.includes('{apiId}') || !template.includes('{stage}')) {
    throw new SettingsError(`Environment variable ${variable} is not set with {apiId} and {stage}`);
  }
  // The catalogue's ids are [a-z0-9] (the contract checks apiId too): nothing to escape.
  return new URL(template.replace('{apiId}', encodeURIComponent(apiId)).replace('{stage}', stage));
}

/** The URL of a concrete path (already checked against the service's operations) and query. */
export function productApiUrl(base: URL, path: string, query: Record<string, string>): URL {
  const url = new URL(base.href);
  url.pathname = `${base.pathname.replace(/\/$/, '')}${path}`;
  for (const [name, value] of Object.entries(query)) url.searchParams.append(name, value);
  return url;
}
