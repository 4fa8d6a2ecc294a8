import * as z from 'zod';
import { productStages } from '../plans';
import { clientCredentialsSchema } from '../schemas/client-credentials-schema';
import { isoDateSchema } from './usage-schemas';
import { productSearchSchema } from '../schemas/search-schema';
import { defineOperation } from './contract';

/**
 * The docs area: what the documentation page calls besides its static documents (see
 * shared/docs/doc-model.ts): the API search, the try-out access token and the try-out relay.
 */

const httpVerbs = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** One API found by the search (spec §7: displayName, description, category, method, versions). */
export const searchHitSchema = z.object({
  /** The operationId: `/apis/detail/<name>` documents it. */
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  category: z.string(),
  service: z.string(),
  /** The service's display name. */
  apiName: z.string(),
  method: z.enum(httpVerbs),
  versions: z.array(z.string()),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** At most this many hits per search: suggestions, not a listing. */
export const searchHitLimit = 20;

export const searchApis = defineOperation({
  area: 'docs',
  id: 'searchApis',
  method: 'POST',
  path: '/docs/search',
  access: 'public',
  summary:
    'APIs whose display name, description or category contain every word of `search` (3+ characters), from an index written with the catalogue',
  body: productSearchSchema,
  response: z.object({ items: z.array(searchHitSchema) }),
});

export const getTryOutToken = defineOperation({
  area: 'docs',
  id: 'getTryOutToken',
  method: 'POST',
  path: '/docs/token',
  access: 'user',
  summary:
    "Exchanges an application's client credentials for an access token (1 hour) the maker's token-checked APIs accept; wrong credentials 401 'Please enter valid credentials'",
  body: clientCredentialsSchema,
  response: z.object({ token: z.string(), expiresIn: z.number().int(), tokenType: z.string() }),
});

/** Not in the spec: the bounds of a relayed call (the relay is no open proxy). */
export const tryOutLimits = {
  /** Request body, bytes (after base64 decoding). */
  maxBodyBytes: 1_000_000,
  /** The product API's answer is cut off after this long. */
  timeoutMs: 10_000,
  maxHeaders: 20,
} as const;

const headerName = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Header name is invalid');

export const tryOutBodySchema = z.object({
  apiId: z.string().regex(/^[a-z0-9]{1,20}$/, 'apiId is invalid'),
  stage: z.enum(productStages),
  method: z.enum(httpVerbs),
  /** The concrete path (parameters filled in); must match one of the service's operations. */
  path: z.string().regex(/^\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]{0,500}$/, 'Path is invalid'),
  query: z.record(z.string().max(100), z.string().max(1000)).default({}),
  headers: z
    .record(headerName, z.string().max(2000))
    .refine((headers) => Object.keys(headers).length <= tryOutLimits.maxHeaders, {
      message: `At most ${tryOutLimits.maxHeaders} headers`,
    })
    .default({}),
  /** The request body: text, or base64 when `bodyEncoding` says so (multipart uploads). */
  body: z
    .string()
    .max(Math.ceil((tryOutLimits.maxBodyBytes * 4) / 3) + 4)
    .optional(),
  bodyEncoding: z.enum(['text', 'base64']).default('text'),
  contentType: z.string().max(200).optional(),
  /**
   * The caller's subscription whose key the relay sends (`x-api-key`); the key's value is read
   * on the server and never passes through the browser.
   */
  subscription: z
    .object({
      applicationId: z.string().regex(/^[0-9a-f-]{36}$/, 'Application is invalid'),
      service: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/),
      stage: z.enum(productStages),
    })
    .optional(),
  /** An access token from getTryOutToken, sent as `Authorization: Bearer`. */
  token: z.string().max(4096).optional(),
});
export type TryOutBody = z.input<typeof tryOutBodySchema>;

export const tryOutResponseSchema = z.object({
  /** The product API's status; 0 when it gave no answer (timeout, network). */
  status: z.number().int(),
  statusText: z.string(),
  durationMs: z.number(),
  sizeBytes: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  bodyEncoding: z.enum(['text', 'base64']),
});
export type TryOutResponse = z.infer<typeof tryOutResponseSchema>;

export const tryOut = defineOperation({
  area: 'docs',
  id: 'tryOut',
  method: 'POST',
  path: '/docs/try-out',
  access: 'user',
  summary:
    "Relays one call to a catalogue product API (only its own hosts, stages and operations; size and time limits) with the caller's subscription key and token, for callers with access to the category",
  body: tryOutBodySchema,
  response: tryOutResponseSchema,
});

/** A service on the home page's Trending Services strip (spec §3 Trending item). */
export const trendingItemSchema = z.object({
  service: z.string(),
  category: z.string(),
  /** The service's display name. */
  apiName: z.string(),
  apiDescription: z.string(),
});
export type TrendingItem = z.infer<typeof trendingItemSchema>;

/** Below this many trending items the home page shows the fallback instead (spec §9). */
export const trendingMinimum = 3;

export const getTrending = defineOperation({
  area: 'docs',
  id: 'getTrending',
  method: 'POST',
  path: '/docs/trending',
  access: 'public',
  summary:
    "The services most called on `date` (the home page sends yesterday's, UTC), most calls first, as the daily trending job ranked them; empty when the day has none",
  body: z.object({ date: isoDateSchema }),
  response: z.object({ items: z.array(trendingItemSchema) }),
});

export const getTrendingFallback = defineOperation({
  area: 'docs',
  id: 'getTrendingFallback',
  method: 'GET',
  path: '/docs/trending/fallback',
  access: 'public',
  summary:
    'A fixed choice of services for the Trending Services strip when a day has too few: the first service of each category, by name (at least 3 while the catalogue has them)',
  response: z.object({ items: z.array(trendingItemSchema) }),
});
