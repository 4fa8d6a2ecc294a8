import * as z from 'zod';
import { apiStatuses } from '../api-status';

/**
 * The admin area's catalogue section (issue 9 §3 apis): publish a service, set an API's status,
 * upload an OpenAPI 3 definition. The upload is JSON text only: the portal has no YAML parser.
 */

/** The largest definition an admin may upload (a stored item must stay under DynamoDB's 400 KB). */
export const definitionMaxBytes = 300 * 1024;

export const adminCatalogueMessages = {
  publishedRequired: 'Say whether the service is published',
  statusInvalid: `Status must be one of ${apiStatuses.join(', ')}`,
  definitionRequired: 'Upload the definition as JSON (OpenAPI 3.x)',
  definitionTooLarge:
    'The definition is larger than 300 KB; split the service or trim its examples',
  versionInvalid: "Version must look like 'v1', 'v2', …",
  expiresOnRequired: 'Choose the day the API expires',
  expiresOnInvalid: 'The expiry day must be a date (YYYY-MM-DD)',
} as const;

export const serviceVersionSchema = z
  .string()
  .trim()
  .regex(/^v[1-9]\d{0,2}$/, adminCatalogueMessages.versionInvalid);

export const setServicePublishedSchema = z.object({
  published: z.boolean({ error: adminCatalogueMessages.publishedRequired }),
});
export type SetServicePublishedInput = z.infer<typeof setServicePublishedSchema>;

export const setApiStatusSchema = z
  .object({
    status: z.enum(apiStatuses, { error: adminCatalogueMessages.statusInvalid }),
    /** The day a To Be Expired API stops (YYYY-MM-DD): its subscribers are told it. */
    expiresOn: z.iso.date({ error: adminCatalogueMessages.expiresOnInvalid }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'tobeexpired' && !value.expiresOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['expiresOn'],
        message: adminCatalogueMessages.expiresOnRequired,
      });
    }
  });
export type SetApiStatusInput = z.infer<typeof setApiStatusSchema>;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export const uploadDefinitionSchema = z.object({
  /** The OpenAPI 3 document as the admin's file holds it (JSON text). */
  definition: z
    .string({ error: adminCatalogueMessages.definitionRequired })
    .refine((text) => text.trim() !== '', adminCatalogueMessages.definitionRequired)
    .refine(
      (text) => utf8Bytes(text) <= definitionMaxBytes,
      adminCatalogueMessages.definitionTooLarge,
    ),
});
export type UploadDefinitionInput = z.infer<typeof uploadDefinitionSchema>;
