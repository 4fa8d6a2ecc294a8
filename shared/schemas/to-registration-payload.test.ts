import { describe, expect, it } from 'vitest';
import { registerSchema, type RegisterInput } from './register-schema';
import { registrationPayloadSchema } from './registration-payload-schema';
import { toRegistrationPayload } from './to-registration-payload';

const form: RegisterInput = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'Asha.Rao@Example.com',
  mobileNumber: '9876543210',
  employeeId: 'EMP042',
  password: 'Str0ng!pw',
  confirmPassword: 'Str0ng!pw',
  organization: 'Acme Motors',
  partnerParentId: 'ORG-7',
  categoriesRequested: ['Sales'],
  consent: true,
  captcha: 'abCd3f',
};

describe('toRegistrationPayload', () => {
  it('sends a listed organization with its code', () => {
    const sent = toRegistrationPayload(registerSchema.parse(form));
    expect(sent).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      mobileNumber: '9876543210',
      employeeId: 'EMP042',
      emailId: 'asha.rao@example.com',
      password: 'Str0ng!pw',
      organization: 'ACME MOTORS',
      partnerParentId: 'ORG-7',
      categoriesRequested: ['Sales'],
    });
  });

  it("sends the new company name as the organization for 'Others'", () => {
    const sent = toRegistrationPayload(
      registerSchema.parse({ ...form, organization: 'Others', companyName: 'New Co' }),
    );
    expect(sent).toMatchObject({ organization: 'NEW CO', partnerParentId: null });
  });

  it('leaves out an employee id left empty', () => {
    const sent = toRegistrationPayload(registerSchema.parse({ ...form, employeeId: '' }));
    expect(sent).not.toHaveProperty('employeeId');
    expect(registrationPayloadSchema.parse(sent).employeeId).toBeUndefined();
  });

  it('makes a payload the server schema accepts unchanged', () => {
    const sent = toRegistrationPayload(
      registerSchema.parse({ ...form, organization: 'Others', companyName: 'New Co' }),
    );
    expect(registrationPayloadSchema.parse(sent)).toEqual(sent);
  });
});
