import { describe, expect, it } from 'vitest';
import { planTiers } from '../plans';
import { fieldErrors } from './first-error';
import { subscribeSchema } from './subscribe-schema';

function errorsOf(input: unknown): Record<string, string> {
  const result = subscribeSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('subscribeSchema', () => {
  it.each(planTiers)('accepts the %s tier', (tier) => {
    expect(subscribeSchema.parse({ applicationName: 'fleet-app', usagePlan: tier })).toEqual({
      applicationName: 'fleet-app',
      usagePlan: tier,
    });
  });

  it("says '* Field is mandatory' when application or plan is missing", () => {
    expect(errorsOf({ applicationName: '', usagePlan: '' })).toEqual({
      applicationName: '* Field is mandatory',
      usagePlan: '* Field is mandatory',
    });
    expect(errorsOf({})).toEqual({
      applicationName: '* Field is mandatory',
      usagePlan: '* Field is mandatory',
    });
  });

  it('refuses a plan that is not a tier of shared/plans.ts', () => {
    expect(errorsOf({ applicationName: 'a', usagePlan: 'Gold' })).toEqual({
      usagePlan: 'Usage plan is invalid',
    });
    expect(errorsOf({ applicationName: 'a', usagePlan: 'basic' })).toEqual({
      usagePlan: 'Usage plan is invalid',
    });
  });

  it("says 'Maximum limit exceed' for a name longer than any application's (a 500 KB one was a 500)", () => {
    expect(errorsOf({ applicationName: 'a'.repeat(51), usagePlan: 'Basic' })).toEqual({
      applicationName: 'Maximum limit exceed',
    });
    expect(errorsOf({ applicationName: 'a'.repeat(50), usagePlan: 'Basic' })).toEqual({});
  });
});
