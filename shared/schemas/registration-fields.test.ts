import { describe, expect, it } from 'vitest';
import {
  categoriesRequestedSchema,
  isOthersOrganization,
  organizationNameSchema,
  partnerParentIdSchema,
} from './registration-fields';

describe('registration fields', () => {
  it("recognises 'Others' whatever its case", () => {
    expect(isOthersOrganization('Others')).toBe(true);
    expect(isOthersOrganization(' OTHERS ')).toBe(true);
    expect(isOthersOrganization('Other Motors')).toBe(false);
  });

  it('upper-cases an organization and bounds it', () => {
    expect(organizationNameSchema.parse(' Acme Motors ')).toBe('ACME MOTORS');
    expect(organizationNameSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'Organization is invalid',
    );
  });

  it('makes a missing partner id null and refuses a blank one', () => {
    expect(partnerParentIdSchema.parse(undefined)).toBeNull();
    expect(partnerParentIdSchema.parse(null)).toBeNull();
    expect(partnerParentIdSchema.parse(' ORG-1 ')).toBe('ORG-1');
    expect(partnerParentIdSchema.safeParse(' ').success).toBe(false);
  });

  it('reports category problems on the list, not on an item', () => {
    const result = categoriesRequestedSchema.safeParse(['Sales', 'Nope']);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[], 'Category is invalid'],
    ]);
    expect(categoriesRequestedSchema.safeParse('Sales').error?.issues[0]?.message).toBe(
      'Category is required',
    );
  });
});
