import { describe, expect, it } from 'vitest';
import { fieldErrors } from './first-error';
import {
  registrationPayloadSchema,
  type RegistrationPayloadInput,
} from './registration-payload-schema';

function payload(overrides: Partial<RegistrationPayloadInput> = {}): RegistrationPayloadInput {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    mobileNumber: '9876543210',
    employeeId: 'EMP042',
    emailId: 'Asha.Rao@Example.com',
    password: 'Str0ng!pw',
    organization: 'Acme Motors',
    partnerParentId: 'ORG-7',
    categoriesRequested: ['Sales', 'OCR'],
    ...overrides,
  };
}

function errorsOf(input: unknown): Record<string, string> {
  const result = registrationPayloadSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('registrationPayloadSchema', () => {
  it('lower-cases emailId and upper-cases organization', () => {
    expect(registrationPayloadSchema.parse(payload())).toEqual({
      ...payload(),
      emailId: 'asha.rao@example.com',
      organization: 'ACME MOTORS',
    });
  });

  it('takes a null partnerParentId with a company name of at most 30 characters', () => {
    expect(errorsOf(payload({ partnerParentId: null, organization: 'c'.repeat(30) }))).toEqual({});
    expect(errorsOf(payload({ partnerParentId: null, organization: 'c'.repeat(31) }))).toEqual({
      organization: 'Company Name is invalid',
    });
    expect(errorsOf(payload({ organization: 'c'.repeat(60) }))).toEqual({});
  });

  it("applies the register form's field rules", () => {
    expect(
      errorsOf(
        payload({
          firstName: 'A1',
          emailId: 'bad',
          mobileNumber: '123',
          password: 'weak',
          employeeId: 'EMP 42',
          categoriesRequested: [],
        }),
      ),
    ).toEqual({
      firstName: 'Allowed only alphabet',
      emailId: 'Email is invalid',
      mobileNumber: 'Please enter a valid mobile number',
      employeeId: 'Employee ID is invalid',
      password:
        'Requires lowercase, uppercase letters, numbers, special characters, whitespace not allowed, minimum 8 characters, maximum 20 characters',
      categoriesRequested: 'Category is required',
    });
  });

  it('takes a payload without an employee id, and refuses a malformed one', () => {
    expect(registrationPayloadSchema.parse(payload({ employeeId: '' })).employeeId).toBeUndefined();
    const { employeeId: _left, ...withoutId } = payload();
    expect(errorsOf(withoutId)).toEqual({});
    expect(errorsOf(payload({ employeeId: 'A'.repeat(16) }))).toEqual({
      employeeId: 'Employee ID is invalid',
    });
    expect(errorsOf(payload({ employeeId: 42 as unknown as string }))).toEqual({
      employeeId: 'Employee ID is invalid',
    });
  });

  it('drops form-only fields', () => {
    const parsed = registrationPayloadSchema.parse({
      ...payload(),
      confirmPassword: 'x',
      consent: true,
    });
    expect(parsed).not.toHaveProperty('confirmPassword');
    expect(parsed).not.toHaveProperty('consent');
  });
});
