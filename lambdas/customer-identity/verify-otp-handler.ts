import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type {
  CustomerTokenAnswer,
  RegistrationRequiredAnswer,
} from '../../shared/customer-sign-in';
import { customerOtpVerifySchema } from '../../shared/schemas/customer-identity-schema';
import { answer } from './customer-answers';
import { generateNewOtp, inactiveCustomer, incorrectOtp } from './customer-errors';
import { sameHash } from './customer-hash';
import { epochSeconds } from './customer-keys';
import { getCustomer } from './customer-record';
import { customerTokens } from './customer-tokens';
import { otpHash } from './otp-code';
import { consumeOtp, countWrongTry, getOtp, isLiveOtp } from './otp-store';
import { requestBody } from './request-body';
import { issueTicket } from './tickets';

/**
 * `POST /v1/otp/verify`: a live OTP (3 tries) used once. Then an active customer gets tokens, an
 * unknown number a registration key, an inactive customer INACTIVE.USER with a re-registration
 * key.
 */
export async function verifyOtp(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const { otp, contactInfo: mobile } = requestBody(event, customerOtpVerifySchema);
  const now = epochSeconds();
  const stored = await getOtp(mobile);
  if (!isLiveOtp(stored, now)) throw generateNewOtp();
  if (!sameHash(otpHash(mobile, otp), stored.otpHash)) {
    if (!(await countWrongTry(mobile, stored, now))) throw generateNewOtp();
    throw incorrectOtp();
  }
  if (!(await consumeOtp(mobile, stored, now))) throw generateNewOtp();

  const customer = await getCustomer(mobile);
  if (!customer) {
    const body: RegistrationRequiredAnswer = {
      status: 'REGISTRATION_REQUIRED',
      registrationRequired: true,
      uuid: await issueTicket('register', mobile),
    };
    return answer(200, body);
  }
  if (customer.status !== 'active') throw inactiveCustomer(await issueTicket('reregister', mobile));
  const body: CustomerTokenAnswer = {
    status: 'OTP_VERIFIED',
    registrationRequired: false,
    ...(await customerTokens(customer)),
  };
  return answer(200, body);
}
