import { describe, expect, it } from 'vitest';
import { fieldErrors } from './first-error';
import { registerSchema, type RegisterInput } from './register-schema';

function form(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
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
    ...overrides,
  };
}

function errorsOf(input: unknown): Record<string, string> {
  const result = registerSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('registerSchema', () => {
  it('accepts a valid form: e-mail lower-cased, organization upper-cased, no company name', () => {
    const values = registerSchema.parse(form({ companyName: 'left over', firstName: ' Asha  K ' }));
    expect(values).toMatchObject({
      firstName: 'Asha  K',
      email: 'asha.rao@example.com',
      organization: 'ACME MOTORS',
      partnerParentId: 'ORG-7',
      companyName: undefined,
    });
  });

  it("keeps 'Others' with its company name, upper-cased, and no partner id", () => {
    const values = registerSchema.parse(
      form({ organization: 'Others', partnerParentId: 'ORG-7', companyName: ' New Co ' }),
    );
    expect(values).toMatchObject({
      organization: 'OTHERS',
      partnerParentId: null,
      companyName: 'NEW CO',
    });
  });

  it("says '{field} is required' for every required field left empty", () => {
    expect(errorsOf({})).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      mobileNumber: 'Mobile Number is required',
      password: 'Password is required',
      confirmPassword: 'Confirm Password is required',
      organization: 'Organization is required',
      categoriesRequested: 'Category is required',
      consent: 'Consent is required',
      captcha: 'Please enter the Captcha',
    });
  });

  it("says 'Allowed only alphabet' for names with other characters, and refuses names over 50", () => {
    expect(errorsOf(form({ firstName: 'Asha1', lastName: 'O-Rao' }))).toEqual({
      firstName: 'Allowed only alphabet',
      lastName: 'Allowed only alphabet',
    });
    expect(errorsOf(form({ firstName: 'a'.repeat(51) }))).toEqual({
      firstName: 'First Name is invalid',
    });
    expect(errorsOf(form({ lastName: 'a'.repeat(50) }))).toEqual({});
  });

  it("says 'Email is invalid' for a malformed address", () => {
    expect(errorsOf(form({ email: 'asha@example' }))).toEqual({ email: 'Email is invalid' });
  });

  it('applies the mobile rule', () => {
    expect(errorsOf(form({ mobileNumber: '1234567890' }))).toEqual({
      mobileNumber: 'Please enter a valid mobile number',
    });
    expect(errorsOf(form({ mobileNumber: '98765' }))).toEqual({
      mobileNumber: 'Mobile number should be of 10 digit',
    });
  });

  it('takes no employee id, or one of 1 to 15 letters and digits', () => {
    expect(registerSchema.parse(form({ employeeId: '' })).employeeId).toBeUndefined();
    expect(registerSchema.parse(form({ employeeId: '  ' })).employeeId).toBeUndefined();
    expect(registerSchema.parse(form({ employeeId: undefined })).employeeId).toBeUndefined();
    expect(registerSchema.parse(form({ employeeId: ' EMP7 ' })).employeeId).toBe('EMP7');
    expect(errorsOf(form({ employeeId: 'A' }))).toEqual({});
    expect(errorsOf(form({ employeeId: 'A'.repeat(15) }))).toEqual({});
    expect(errorsOf(form({ employeeId: 'A'.repeat(16) }))).toEqual({
      employeeId: 'Employee ID is invalid',
    });
    expect(errorsOf(form({ employeeId: 'EMP-1' }))).toEqual({
      employeeId: 'Employee ID is invalid',
    });
  });

  it('applies the password rule and reports a mismatch on confirmPassword', () => {
    expect(errorsOf(form({ password: 'weak', confirmPassword: 'weak' }))).toEqual({
      password:
        'Requires lowercase, uppercase letters, numbers, special characters, whitespace not allowed, minimum 8 characters, maximum 20 characters',
    });
    expect(errorsOf(form({ confirmPassword: 'Str0ng!pX' }))).toEqual({
      confirmPassword: 'Password and Confirm Password does not match',
    });
  });

  it('reports the mismatch while other fields are still empty', () => {
    const errors = errorsOf({ password: 'Str0ng!pw', confirmPassword: 'other' });
    expect(errors.confirmPassword).toBe('Password and Confirm Password does not match');
    expect(errors.firstName).toBe('First Name is required');
  });

  it("needs a company name of at most 30 characters for 'Others'", () => {
    expect(errorsOf(form({ organization: 'Others', partnerParentId: null }))).toEqual({
      companyName: 'Company Name is required',
    });
    expect(
      errorsOf(
        form({ organization: 'others', partnerParentId: null, companyName: 'c'.repeat(31) }),
      ),
    ).toEqual({ companyName: 'Company Name is invalid' });
    expect(
      errorsOf(
        form({ organization: 'Others', partnerParentId: null, companyName: 'c'.repeat(30) }),
      ),
    ).toEqual({});
  });

  it('needs an organization other than Others to be picked from the list', () => {
    expect(errorsOf(form({ partnerParentId: null }))).toEqual({
      organization: 'Organization is invalid',
    });
    expect(errorsOf(form({ partnerParentId: undefined }))).toEqual({
      organization: 'Organization is invalid',
    });
  });

  it('takes categories of shared/categories.ts, without duplicates', () => {
    expect(
      registerSchema.parse(form({ categoriesRequested: ['OCR', 'Parking Management', 'OCR'] }))
        .categoriesRequested,
    ).toEqual(['OCR', 'Parking Management']);
    expect(errorsOf(form({ categoriesRequested: ['Sales', 'Marketing'] }))).toEqual({
      categoriesRequested: 'Category is invalid',
    });
  });

  it('needs the consent ticked', () => {
    expect(errorsOf(form({ consent: false }))).toEqual({ consent: 'Consent is required' });
  });
});
