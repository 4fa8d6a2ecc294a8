import { customerErrorCodes } from '../../shared/customer-sign-in';
import { messages } from '../../shared/messages';
import { CustomerError } from './customer-answers';

/** The flow's error answers, each in one place. */
export const generateNewOtp = () =>
  new CustomerError(404, customerErrorCodes.generateNewOtp, messages.idpGenerateNewOtp);

export const incorrectOtp = () =>
  new CustomerError(400, customerErrorCodes.incorrectOtp, messages.idpIncorrectOtp);

export const inactiveCustomer = (verificationKey: string) =>
  new CustomerError(
    409,
    customerErrorCodes.inactiveUser,
    'This account is inactive. Re-register or reactivate it to sign in.',
    { verificationKey },
  );

export const noInactiveCustomer = () =>
  new CustomerError(
    404,
    customerErrorCodes.inactiveUser,
    'No inactive customer has this mobile number.',
  );

export const invalidApp = () => new CustomerError(400, 'INVALID_APP', 'x-app-id must be 4');

export const alreadyRegistered = () =>
  new CustomerError(
    409,
    'ALREADY_REGISTERED',
    'A customer with this mobile number already exists.',
  );

export const unknownQuestion = () =>
  new CustomerError(404, 'UNKNOWN_QUESTION', 'The question has expired. Start reactivation again.');

export const wrongAnswer = () =>
  new CustomerError(400, 'WRONG_ANSWER', 'The answer does not match our records.');
