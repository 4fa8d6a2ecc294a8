import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import {
  customerAppId,
  customerAppIdHeader,
  type CustomerTokenAnswer,
} from '../../shared/customer-sign-in';
import {
  customerRegisterSchema,
  type CustomerDetails,
} from '../../shared/schemas/customer-identity-schema';
import { answer, headerValue, invalidRequest } from './customer-answers';
import { alreadyRegistered, generateNewOtp, invalidApp } from './customer-errors';
import { activateCustomer, getCustomer, type CustomerRecord } from './customer-record';
import { customerTokens } from './customer-tokens';
import { createCustomer } from './create-customer';
import { requestBody } from './request-body';
import { consumeTicket, liveTicket, type Ticket } from './tickets';

async function register(ticket: Ticket, details: CustomerDetails | undefined) {
  if (!details) throw invalidRequest('customerRegisterReqDto is required');
  if (details.mobile !== ticket.mobile) {
    throw invalidRequest('mobile must be the number whose OTP was verified');
  }
  if (await getCustomer(ticket.mobile)) throw alreadyRegistered();
  if (!(await consumeTicket(ticket))) throw generateNewOtp();
  const created = await createCustomer(details);
  if (!created) throw alreadyRegistered();
  return created;
}

async function reregister(ticket: Ticket, details: CustomerDetails | undefined) {
  if (details) {
    throw invalidRequest(
      'A re-registration key takes no customerRegisterReqDto: send the uuid alone',
    );
  }
  if (!(await consumeTicket(ticket))) throw generateNewOtp();
  const customer = await activateCustomer(ticket.mobile);
  if (!customer) throw generateNewOtp();
  return customer;
}

/**
 * `POST /v1/user/register` (x-app-id 4): with a registration key and the details, creates the
 * customer; with an INACTIVE.USER verification key alone, makes the customer active again. The
 * key is used up either way; the answer is the customer's tokens.
 */
export async function registerCustomer(
  event: APIGatewayProxyEvent,
): Promise<APIGatewayProxyResult> {
  if (headerValue(event, customerAppIdHeader)?.trim() !== customerAppId) throw invalidApp();
  const { uuid, customerRegisterReqDto } = requestBody(event, customerRegisterSchema);
  const ticket = await liveTicket('REGISTRATION', uuid);
  if (!ticket || ticket.purpose === 'question') throw generateNewOtp();
  const customer: CustomerRecord =
    ticket.purpose === 'register'
      ? await register(ticket, customerRegisterReqDto)
      : await reregister(ticket, customerRegisterReqDto);
  const body: CustomerTokenAnswer = {
    status: 'TOKEN_RECEIVED',
    registrationRequired: false,
    ...(await customerTokens(customer)),
  };
  return answer(201, body);
}
