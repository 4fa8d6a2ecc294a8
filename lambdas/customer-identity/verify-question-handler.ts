import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { CustomerTokenAnswer } from '../../shared/customer-sign-in';
import { customerQuestionAnswerSchema } from '../../shared/schemas/customer-identity-schema';
import { answer } from './customer-answers';
import { unknownQuestion, wrongAnswer } from './customer-errors';
import { sameHash } from './customer-hash';
import { activateCustomer, answerHash, getCustomer } from './customer-record';
import { customerTokens } from './customer-tokens';
import { requestBody } from './request-body';
import { consumeTicket, countWrongAnswer, liveTicket } from './tickets';

/** Wrong answers a question takes before it is used up (like the OTP's tries). */
export const questionTries = 3;

/**
 * `POST /v1/user/verify-question-challenge`: the right answer (compared normalised, by hash)
 * makes the customer active and signs them in; the question is used up. Three wrong answers use
 * it up too.
 */
export async function verifyQuestion(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const { questionUuid, answer: given } = requestBody(event, customerQuestionAnswerSchema);
  const ticket = await liveTicket('QUESTION', questionUuid);
  if (!ticket || ticket.purpose !== 'question' || ticket.tries >= questionTries) {
    throw unknownQuestion();
  }
  const customer = await getCustomer(ticket.mobile);
  if (!customer) throw unknownQuestion();
  if (!sameHash(answerHash(ticket.mobile, given), customer.answerHash)) {
    if (!(await countWrongAnswer(ticket, questionTries))) throw unknownQuestion();
    throw wrongAnswer();
  }
  if (!(await consumeTicket(ticket, questionTries))) throw unknownQuestion();
  const active = await activateCustomer(ticket.mobile);
  if (!active) throw unknownQuestion();
  const body: CustomerTokenAnswer = {
    status: 'TOKEN_RECEIVED',
    registrationRequired: false,
    ...(await customerTokens(active)),
  };
  return answer(200, body);
}
