import * as z from 'zod';
import { vehicleRegistrationPattern } from '../../../../../../shared/schemas/customer-identity-schema';
import { emailPattern } from '../../../../../../shared/schemas/email-field';
import { invalidMessage } from '../../../../../../shared/schemas/field-messages';
import { personNameField } from '../../../../../../shared/schemas/registration-fields';
import { matches, maxLength, optionalText } from '../../../../../../shared/schemas/text-field';
import type { CustomerDetails } from './use-customer-flow';

/** The product API's bound on the e-mail address (its OpenAPI file). */
const customerEmailMaxLength = 100;

/**
 * The customer registration after REGISTRATION_REQUIRED: names as the portal's own registration
 * has them ('Allowed only alphabet', ≤ 50), e-mail and vehicle registration number optional.
 */
export const customerRegistrationSchema = z.object({
  firstName: personNameField('First Name'),
  lastName: personNameField('Last Name'),
  email: optionalText([
    maxLength(customerEmailMaxLength, invalidMessage('Email')),
    matches(emailPattern, invalidMessage('Email')),
  ]),
  vehicleRegistrationNumber: optionalText([
    matches(vehicleRegistrationPattern, invalidMessage('Vehicle Registration Number')),
  ]),
});

export type CustomerRegistrationInput = z.input<typeof customerRegistrationSchema>;
export type CustomerRegistration = z.output<typeof customerRegistrationSchema>;

/** The form's values as `customerRegisterReqDto` takes them: empty optionals left out. */
export function toCustomerDetails(values: CustomerRegistration): CustomerDetails {
  const details: CustomerDetails = { firstName: values.firstName, lastName: values.lastName };
  if (values.email) details.email = values.email.toLowerCase();
  if (values.vehicleRegistrationNumber) {
    details.vehicleRegistrationNumber = values.vehicleRegistrationNumber
      .replace(/[\s-]/g, '')
      .toUpperCase();
  }
  return details;
}
