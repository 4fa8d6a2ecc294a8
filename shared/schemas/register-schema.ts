import * as z from 'zod';
import { captchaSchema } from './captcha-schema';
import { emailField } from './email-field';
import { fieldMessages, invalidMessage, requiredMessage } from './field-messages';
import { mobileNumberField } from './mobile-schema';
import { passwordField } from './password-schema';
import {
  categoriesRequestedSchema,
  companyNameMaxLength,
  employeeIdSchema,
  isOthersOrganization,
  organizationNameSchema,
  partnerParentIdSchema,
  personNameField,
} from './registration-fields';
import { cleanString, requiredText } from './text-field';
import { whenFilled } from './when-filled';

const registerFields = z.object({
  firstName: personNameField('First Name'),
  lastName: personNameField('Last Name'),
  email: emailField({ empty: requiredMessage('Email'), invalid: invalidMessage('Email') }),
  mobileNumber: mobileNumberField(requiredMessage('Mobile Number')),
  employeeId: employeeIdSchema,
  password: passwordField(requiredMessage('Password')),
  confirmPassword: requiredText(requiredMessage('Confirm Password'), [], { trim: false }),
  /** The picked organization's name, or 'Others'. */
  organization: organizationNameSchema,
  partnerParentId: partnerParentIdSchema,
  /** The new organization's name, asked for (and kept) only when organization is 'Others'. */
  companyName: cleanString().trim().toUpperCase().optional(),
  categoriesRequested: categoriesRequestedSchema,
  /** The consent checkbox (terms of use). */
  consent: z
    .boolean({ error: requiredMessage('Consent') })
    .refine((ticked) => ticked, requiredMessage('Consent')),
  /** The answer of the server's captcha, as on sign-in; its id goes with it. */
  captcha: captchaSchema,
});

type RegisterFields = z.output<typeof registerFields>;

function others(values: RegisterFields): boolean {
  return isOthersOrganization(values.organization);
}

/**
 * The register form (spec §5). Cross-field rules, each reported on the field the user must change:
 * confirmPassword must equal password; 'Others' needs a company name of at most 30 characters; any
 * other organization must have been picked from the list (it then has a partnerParentId). On
 * output, 'Others' has partnerParentId null and the company name upper-cased; any other
 * organization drops the company name.
 */
export const registerSchema = registerFields
  .refine((values) => values.password === values.confirmPassword, {
    error: fieldMessages.passwordMismatch,
    path: ['confirmPassword'],
    when: whenFilled('password', 'confirmPassword'),
  })
  .refine((values) => !others(values) || (values.companyName ?? '') !== '', {
    error: requiredMessage('Company Name'),
    path: ['companyName'],
    when: whenFilled('organization'),
  })
  .refine(
    (values) => !others(values) || (values.companyName ?? '').length <= companyNameMaxLength,
    {
      error: invalidMessage('Company Name'),
      path: ['companyName'],
      when: whenFilled('organization'),
    },
  )
  .refine((values) => others(values) || values.partnerParentId !== null, {
    error: invalidMessage('Organization'),
    path: ['organization'],
    when: whenFilled('organization'),
  })
  .transform((values) =>
    others(values) ? { ...values, partnerParentId: null } : { ...values, companyName: undefined },
  );

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;
