import { describe, expect, it } from 'vitest';
import { fieldErrors } from './first-error';
import { productionRequestFormSchema } from './production-request-schema';

const valid = {
  department: 'Connected Vehicle',
  project: 'Fleet',
  applicationName: 'fleet-app',
  service: 'vehicle-status',
  plan: 'Standard',
  purpose: 'Fleet tracking',
  rate: '200',
  applicationDL: 'Fleet-Team@Example.com',
};

function errorsOf(input: unknown): Record<string, string> {
  const result = productionRequestFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('productionRequestFormSchema', () => {
  it('accepts the required fields and fills the default business hours', () => {
    expect(productionRequestFormSchema.parse(valid)).toEqual({
      ...valid,
      applicationDL: 'fleet-team@example.com',
      businessHours: '12:00 AM to 12:00 PM',
    });
  });

  it('requires department, project, application, service, plan, purpose, rate and DL', () => {
    expect(errorsOf({})).toEqual({
      department: '* Field is mandatory',
      project: '* Field is mandatory',
      applicationName: '* Field is mandatory',
      service: '* Field is mandatory',
      plan: '* Field is mandatory',
      purpose: '* Field is mandatory',
      rate: '* Field is mandatory',
      applicationDL: '* Field is mandatory',
    });
  });

  it('takes one service, not a list', () => {
    expect(errorsOf({ ...valid, service: ['a', 'b'] })).toEqual({
      service: '* Field is mandatory',
    });
  });

  it('reports bad optional fields', () => {
    expect(
      errorsOf({ ...valid, responseTime: 'fast', requestPerMonth: 'x'.repeat(51), plan: 'Gold' }),
    ).toEqual({
      plan: 'Usage plan is invalid',
      responseTime: 'Only number are allowed',
      requestPerMonth: 'Maximum limit exceed',
    });
  });
});
