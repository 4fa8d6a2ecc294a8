import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { ReactivationPendingAnswer } from '../../shared/customer-sign-in';
import { customerActivateSchema } from '../../shared/schemas/customer-identity-schema';
import { answer } from './customer-answers';
import { generateNewOtp, noInactiveCustomer } from './customer-errors';
import { getCustomer, reactivationQuestion } from './customer-record';
import { requestBody } from './request-body';
import { issueTicket, liveTicket } from './tickets';

/**
 * `POST /v1/user/activate-user`: puts the reactivation question to an inactive customer (the
 * vehicle on record, else the e-mail), valid 15 minutes. Only with the verification key of
 * that number's verified OTP (verify's INACTIVE.USER answer): knowing a number and its vehicle
 * is not enough to take over the account. A key that is not live → GENERATE.NEW.OTP.
 */
export async function activateUser(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const { mobile, verificationKey } = requestBody(event, customerActivateSchema);
  const key = await liveTicket('REGISTRATION', verificationKey);
  if (key?.purpose !== 'reregister' || key.mobile !== mobile) throw generateNewOtp();
  const customer = await getCustomer(mobile);
  if (customer?.status !== 'inactive') throw noInactiveCustomer();
  const body: ReactivationPendingAnswer = {
    status: 'REACTIVATION_PENDING',
    questionUuid: await issueTicket('question', mobile),
    question: customer.question ?? reactivationQuestion(mobile, customer).question,
  };
  return answer(200, body);
}
