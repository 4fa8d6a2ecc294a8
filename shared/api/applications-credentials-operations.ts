import * as z from 'zod';
import { certificateDescriptionMaxLength, keyManagerCategories } from '../client-credentials';
import { applicationParams, subscriptionItemSchema } from './applications-operations';
import { messageResponse } from './common-schemas';
import { defineOperation } from './contract';

/**
 * The applications area, second part: each application's client credentials (a Cognito app
 * client with the client-credentials grant) and its API Gateway client certificates for the
 * prod stage, and the key manager that lists a user's keys and certificates. As in the first
 * part, every operation sees only the caller's own applications; another user's answer 404.
 */

/** An application's client credentials as listed; the secret's value is never listed. */
export const clientCredentialsItemSchema = z.object({
  clientId: z.string(),
  createdAt: z.string(),
  /** When the current secret was issued. */
  secretCreatedAt: z.string(),
  /** The scope the access tokens carry (`marque-products/try-out`). */
  scope: z.string(),
  /** After a rotation: when the previous secret stops working (ISO time); absent otherwise. */
  previousSecretExpiresAt: z.string().optional(),
});
export type ClientCredentialsItem = z.infer<typeof clientCredentialsItemSchema>;

/** The one answer that carries a secret: shown once, never kept by the portal. */
const issuedSecretResponse = z.object({
  item: clientCredentialsItemSchema,
  clientSecret: z.string(),
  message: z.string(),
});

export const clientCertificateItemSchema = z.object({
  /** API Gateway's client certificate id. */
  certificateId: z.string(),
  applicationId: z.string(),
  applicationName: z.string(),
  description: z.string(),
  stage: z.literal('prod'),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ClientCertificateItem = z.infer<typeof clientCertificateItemSchema>;

export const certificateParams = applicationParams.extend({
  certificateId: z.string().regex(/^[a-z0-9]{1,32}$/, 'Certificate is invalid'),
});

export const generateCertificateBodySchema = z.object({
  description: z
    .string()
    .trim()
    .max(certificateDescriptionMaxLength, 'Maximum limit exceed')
    .default(''),
});
export type GenerateCertificateBody = z.input<typeof generateCertificateBodySchema>;

export const keyManagerQuerySchema = z.object({
  category: z.enum(keyManagerCategories, "category must be 'apiKey' or 'certificate'"),
});

export const keyManagerResponseSchema = z.discriminatedUnion('category', [
  /** Every subscription key of the caller's applications (masked), each with its API category. */
  z.object({ category: z.literal('apiKey'), apiKeys: z.array(subscriptionItemSchema) }),
  z.object({
    category: z.literal('certificate'),
    certificates: z.array(clientCertificateItemSchema),
  }),
]);
export type KeyManagerResponse = z.infer<typeof keyManagerResponseSchema>;

export const getClientCredentials = defineOperation({
  area: 'applications',
  id: 'getClientCredentials',
  method: 'GET',
  path: '/applications/{applicationId}/client-credentials',
  access: 'user',
  summary: "An application's client credentials (id, dates, scope; never the secret), or null",
  params: applicationParams,
  response: z.object({ item: clientCredentialsItemSchema.nullable() }),
});

export const createClientCredentials = defineOperation({
  area: 'applications',
  id: 'createClientCredentials',
  method: 'POST',
  path: '/applications/{applicationId}/client-credentials',
  access: 'user',
  summary:
    'Creates the application’s client credentials (an app client with the client-credentials grant); the secret is in this answer only (409 if they exist)',
  params: applicationParams,
  response: issuedSecretResponse,
});

export const rotateClientSecret = defineOperation({
  area: 'applications',
  id: 'rotateClientSecret',
  method: 'POST',
  path: '/applications/{applicationId}/client-credentials/rotation',
  access: 'user',
  summary:
    'Issues a new secret at once (in this answer only); the previous one keeps working until `previousSecretExpiresAt`, then is removed',
  params: applicationParams,
  response: issuedSecretResponse,
});

export const deleteClientCredentials = defineOperation({
  area: 'applications',
  id: 'deleteClientCredentials',
  method: 'DELETE',
  path: '/applications/{applicationId}/client-credentials',
  access: 'user',
  summary: 'Deletes the application’s app client: its secrets and tokens stop working',
  params: applicationParams,
  response: messageResponse,
});

export const generateCertificate = defineOperation({
  area: 'applications',
  id: 'generateCertificate',
  method: 'POST',
  path: '/applications/{applicationId}/certificates',
  access: 'user',
  summary:
    'Generates an API Gateway client certificate for the application’s prod calls; the PEM is in this answer only (at most 2 per application)',
  params: applicationParams,
  body: generateCertificateBodySchema,
  response: z.object({
    item: clientCertificateItemSchema,
    pemEncodedCertificate: z.string(),
    message: z.string(),
  }),
});

export const revokeCertificate = defineOperation({
  area: 'applications',
  id: 'revokeCertificate',
  method: 'DELETE',
  path: '/applications/{applicationId}/certificates/{certificateId}',
  access: 'user',
  summary: 'Revokes (deletes) one of the application’s client certificates',
  params: certificateParams,
  response: messageResponse,
});

export const getKeyManager = defineOperation({
  area: 'applications',
  id: 'getKeyManager',
  method: 'GET',
  path: '/keys',
  access: 'user',
  summary:
    "The key manager: `?category=apiKey` every API key of the caller's applications (masked), `?category=certificate` their client certificates",
  query: keyManagerQuerySchema,
  response: keyManagerResponseSchema,
});
