/**
 * The field messages of spec §5, word for word (spelling and punctuation included). Forms show them
 * under the field; handlers return them in `ApiErrorBody.fields`. Keep the texts as the spec has
 * them: tests compare against the spec's wording.
 */
export const fieldMessages = {
  /** Client credentials, subscribe, application name (and, by extension, production request). */
  mandatoryStarred: '* Field is mandatory',
  /** Customer mobile number (+91). */
  mandatory: 'Field is mandatory',
  onlyAlphanumeric: 'Allowed only alphanumeric',
  invalidMobile: 'Please enter a valid mobile number',
  mobileLength: 'Mobile number should be of 10 digit',
  invalidOtp: 'Please enter a valid otp',
  onlyAlphabet: 'Allowed only alphabet',
  passwordRule:
    'Requires lowercase, uppercase letters, numbers, special characters, whitespace not allowed, minimum 8 characters, maximum 20 characters',
  passwordMismatch: 'Password and Confirm Password does not match',
  enterEmail: 'Please enter email',
  emailInvalid: 'Email is invalid',
  enterPassword: 'Please enter password',
  wrongCaptcha: 'Wrong captcha! Try again.',
  enterCaptcha: 'Please enter the Captcha',
  onlyNumbers: 'Only number are allowed',
  maximumLimit: 'Maximum limit exceed',
  sixDigitOtp: 'Please enter 6 digit OTP',
  validEmailAddress: 'Please enter valid email address',
  newPasswordSameAsCurrent: 'New password cannot be the same as the current password.',
  confirmPasswordDiffers: 'Confirm password should be same as password.',
  applicationNameCharacters: "only alphabets, number and '-' is allowed",
  applicationNameTaken: 'Application name already exist',
  enterValidEmail: 'Enter valid email',
  stayTunedEmail: 'Please enter valid email',
} as const;

export type FieldMessage = (typeof fieldMessages)[keyof typeof fieldMessages];

/** The registration form's empty-field message, e.g. 'First Name is required'. */
export function requiredMessage(field: string): string {
  return `${field} is required`;
}

/** The registration form's bad-value message, e.g. 'Email is invalid'. */
export function invalidMessage(field: string): string {
  return `${field} is invalid`;
}

/** What the API search shows when nothing matches (spec §5). */
export function noResultMessage(term: string): string {
  return `No Result found for : ${term}`;
}
