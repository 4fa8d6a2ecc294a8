import type { RegisterValues } from './register-schema';
import type { RegistrationPayload } from './registration-payload-schema';

/**
 * The registration payload (spec §3) of a valid register form: for 'Others' the organization sent
 * is the new company name (partnerParentId null); the form-only fields, and an employee id left empty, are left out.
 */
export function toRegistrationPayload(values: RegisterValues): RegistrationPayload {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    mobileNumber: values.mobileNumber,
    ...(values.employeeId === undefined ? {} : { employeeId: values.employeeId }),
    emailId: values.email,
    password: values.password,
    organization:
      values.partnerParentId === null ? (values.companyName ?? '') : values.organization,
    partnerParentId: values.partnerParentId,
    categoriesRequested: values.categoriesRequested,
  };
}
