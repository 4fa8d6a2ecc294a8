import * as z from 'zod';
import { emailField } from './email-field';
import { invalidMessage, requiredMessage } from './field-messages';
import { mobileNumberField } from './mobile-schema';
import { passwordField } from './password-schema';
import {
  categoriesRequestedSchema,
  companyNameMaxLength,
  employeeIdSchema,
  organizationNameSchema,
  partnerParentIdSchema,
  personNameField,
} from './registration-fields';
import { whenFilled } from './when-filled';

/**
 * POST registration create (spec §3 registration payload), as the server validates it: the register
 * form's rules without the form-only fields (confirmPassword, consent, companyName). emailId is
 * lower-cased and organization upper-cased on output. partnerParentId null means the user chose
 * 'Others': organization is then the new company name, at most 30 characters.
 */
export const registrationPayloadSchema = z
  .object({
    firstName: personNameField('First Name'),
    lastName: personNameField('Last Name'),
    mobileNumber: mobileNumberField(requiredMessage('Mobile Number')),
    employeeId: employeeIdSchema,
    emailId: emailField({ empty: requiredMessage('Email'), invalid: invalidMessage('Email') }),
    password: passwordField(requiredMessage('Password')),
    organization: organizationNameSchema,
    partnerParentId: partnerParentIdSchema,
    categoriesRequested: categoriesRequestedSchema,
  })
  .refine(
    (payload) =>
      payload.partnerParentId !== null || payload.organization.length <= companyNameMaxLength,
    {
      error: invalidMessage('Company Name'),
      path: ['organization'],
      when: whenFilled('organization'),
    },
  );

export type RegistrationPayloadInput = z.input<typeof registrationPayloadSchema>;
export type RegistrationPayload = z.output<typeof registrationPayloadSchema>;
