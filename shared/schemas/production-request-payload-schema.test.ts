import { describe, expect, it } from 'vitest';
import { fieldErrors } from './first-error';
import {
  productionRequestBodySchema,
  productionRequestPayloadSchema,
  requesterFields,
  requesterFromProfileMessage,
} from './production-request-payload-schema';

const usage = {
  plan: 'Advanced',
  resources: ['getVehicleStatus'],
  purposeOfUtilization: 'Fleet tracking',
  apiRateLimit: '750',
  category: 'Operations',
};

const payload = {
  firstname: 'Asha',
  lastname: 'Rao',
  email: 'Asha.Rao@Example.com',
  contact: '9876543210',
  department: 'Connected Vehicle',
  project: 'Fleet',
  organization: 'Acme Motors',
  applicationName: 'fleet-app',
  apiUsage: { 'vehicle-status': usage },
  applicationDL: 'Fleet-Team@Example.com',
  businessHours: '9:00 AM to 6:00 PM',
};

function errorsOf(input: unknown): Record<string, string> {
  const result = productionRequestPayloadSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('productionRequestPayloadSchema', () => {
  it('upper-cases names and organization, lower-cases e-mails', () => {
    expect(productionRequestPayloadSchema.parse(payload)).toMatchObject({
      firstname: 'ASHA',
      lastname: 'RAO',
      organization: 'ACME MOTORS',
      email: 'asha.rao@example.com',
      applicationDL: 'fleet-team@example.com',
      businessHours: '9:00 AM to 6:00 PM',
    });
  });

  it('takes exactly one service in apiUsage', () => {
    expect(errorsOf({ ...payload, apiUsage: {} })).toEqual({ apiUsage: '* Field is mandatory' });
    expect(errorsOf({ ...payload, apiUsage: { a: usage, b: usage } })).toEqual({
      apiUsage: 'Service is invalid',
    });
  });

  it("checks the service's entry with the form's rules", () => {
    expect(
      errorsOf({
        ...payload,
        apiUsage: { 'vehicle-status': { ...usage, apiRateLimit: 'lots', plan: '' } },
      }),
    ).toEqual({
      'apiUsage.vehicle-status.plan': '* Field is mandatory',
      'apiUsage.vehicle-status.apiRateLimit': 'Only number are allowed',
    });
  });

  it('does not accept the fields the server sets', () => {
    const parsed = productionRequestPayloadSchema.parse({
      ...payload,
      status: 'Approved',
      admin: 'me',
      lastUpdatedBy: 'me',
    });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('admin');
    expect(parsed).not.toHaveProperty('lastUpdatedBy');
  });

  it('bounds every apiUsage text, so a request fits one item (500 KB values were 500s)', () => {
    const long = 'a'.repeat(101);
    const withUsage = (entry: object, service = 'vehicle-status') => ({
      ...payload,
      apiUsage: { [service]: { ...usage, ...entry } },
    });
    expect(errorsOf(withUsage({ resources: [long] }))).toEqual({
      'apiUsage.vehicle-status.resources.0': 'Maximum limit exceed',
    });
    expect(errorsOf(withUsage({ resources: Array(201).fill('getVehicleStatus') }))).toEqual({
      'apiUsage.vehicle-status.resources': 'Maximum limit exceed',
    });
    expect(errorsOf(withUsage({ category: long }))).toEqual({
      'apiUsage.vehicle-status.category': 'Maximum limit exceed',
    });
    expect(errorsOf(withUsage({ owner: long }))).toEqual({
      'apiUsage.vehicle-status.owner': 'Maximum limit exceed',
    });
    expect(Object.keys(errorsOf(withUsage({}, long)))).toEqual(['apiUsage.' + long]);
    expect(errorsOf(withUsage({ resources: Array(200).fill('a'.repeat(100)) }))).toEqual({});
  });
});

describe('productionRequestBodySchema', () => {
  const {
    firstname: _f,
    lastname: _l,
    email: _e,
    contact: _c,
    organization: _o,
    ...form
  } = payload;

  it('takes the form without the requester, whose fields the server takes from the profile', () => {
    const parsed = productionRequestBodySchema.parse(form);
    for (const field of requesterFields) expect(parsed).not.toHaveProperty(field);
  });

  it.each(requesterFields)('refuses a body that sends %s, saying why', (field) => {
    const result = productionRequestBodySchema.safeParse({ ...form, [field]: payload[field] });
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      [field]: requesterFromProfileMessage,
    });
  });
});
