import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { ReactivationPendingAnswer } from '../../shared/customer-sign-in';
import { mobileOtpRequestSchema } from '../../shared/schemas/mobile-schema';
import { answer } from './customer-answers';
import { noInactiveCustomer } from './customer-errors';
import { getCustomer, reactivationQuestion } from './customer-record';
import { requestBody } from './request-body';
import { issueTicket } from './tickets';

/**
 * `POST /v1/user/activate-user`: puts the reactivation question to an inactive customer (the
 * vehicle on record, else the e-mail), valid 15 minutes.
 */
export async function activateUser(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const { mobile } = requestBody(event, mobileOtpRequestSchema);
  const customer = await getCustomer(mobile);
  if (customer?.status !== 'inactive') throw noInactiveCustomer();
  const body: ReactivationPendingAnswer = {
    status: 'REACTIVATION_PENDING',
    questionUuid: await issueTicket('question', mobile),
    question: customer.question ?? reactivationQuestion(mobile, customer).question,
  };
  return answer(200, body);
}
