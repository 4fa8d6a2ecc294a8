import { describe, expect, it } from 'vitest';
import {
  definitionMaxBytes,
  serviceVersionSchema,
  setApiStatusSchema,
  setServicePublishedSchema,
  uploadDefinitionSchema,
} from './admin-catalogue-schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('admin catalogue schemas', () => {
  it('takes the four known statuses only', () => {
    expect(setApiStatusSchema.parse({ status: 'expired' })).toEqual({ status: 'expired' });
    expect(firstMessage(setApiStatusSchema.safeParse({ status: 'to be expired' }))).toBe(
      'Status must be one of active, undermaintenance, tobeexpired, expired',
    );
  });

  it('needs the day a To Be Expired API stops, as a date', () => {
    expect(setApiStatusSchema.parse({ status: 'tobeexpired', expiresOn: '2031-03-31' })).toEqual({
      status: 'tobeexpired',
      expiresOn: '2031-03-31',
    });
    expect(firstMessage(setApiStatusSchema.safeParse({ status: 'tobeexpired' }))).toBe(
      'Choose the day the API expires',
    );
    expect(
      firstMessage(
        setApiStatusSchema.safeParse({ status: 'tobeexpired', expiresOn: '31/03/2031' }),
      ),
    ).toBe('The expiry day must be a date (YYYY-MM-DD)');
  });

  it('needs the published flag as a boolean', () => {
    expect(firstMessage(setServicePublishedSchema.safeParse({ published: 'yes' }))).toBe(
      'Say whether the service is published',
    );
  });

  it('needs a definition of at most 300 KB (counted in bytes)', () => {
    expect(firstMessage(uploadDefinitionSchema.safeParse({ definition: '  ' }))).toBe(
      'Upload the definition as JSON (OpenAPI 3.x)',
    );
    expect(firstMessage(uploadDefinitionSchema.safeParse({}))).toBe(
      'Upload the definition as JSON (OpenAPI 3.x)',
    );
    const atLimit = 'a'.repeat(definitionMaxBytes);
    expect(uploadDefinitionSchema.safeParse({ definition: atLimit }).success).toBe(true);
    // 'é' is two bytes in UTF-8: half the limit in characters is already over it.
    const over = 'é'.repeat(definitionMaxBytes / 2 + 1);
    expect(firstMessage(uploadDefinitionSchema.safeParse({ definition: over }))).toBe(
      'The definition is larger than 300 KB; split the service or trim its examples',
    );
  });

  it("takes versions like 'v1'", () => {
    expect(serviceVersionSchema.parse(' v12 ')).toBe('v12');
    expect(firstMessage(serviceVersionSchema.safeParse('v0'))).toBe(
      "Version must look like 'v1', 'v2', …",
    );
  });
});
