import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { customerErrorCodes, customerPaths } from '../../shared/customer-sign-in';
import { messages } from '../../shared/messages';
import { logger } from '../lib/logger';
import { activateUser } from './activate-user-handler';
import { CustomerError, errorAnswer } from './customer-answers';
import { registerCustomer } from './register-handler';
import { sdkDetails } from './sdk-details-handler';
import { sendOtp } from './send-otp-handler';
import { verifyOtp } from './verify-otp-handler';
import { verifyQuestion } from './verify-question-handler';

/** Not routes.ts's routeKey: importing it would bundle the whole portal contract. */
const routeKey = (method: string, resource: string) => `${method.toUpperCase()} ${resource}`;

type OperationHandler = (
  event: APIGatewayProxyEvent,
) => APIGatewayProxyResult | Promise<APIGatewayProxyResult>;

const operations: Record<string, OperationHandler> = {
  [routeKey('GET', customerPaths.sdkDetails)]: sdkDetails,
  [routeKey('POST', customerPaths.sendOtp)]: sendOtp,
  [routeKey('POST', customerPaths.verifyOtp)]: verifyOtp,
  [routeKey('POST', customerPaths.register)]: registerCustomer,
  [routeKey('POST', customerPaths.activateUser)]: activateUser,
  [routeKey('POST', customerPaths.verifyQuestion)]: verifyQuestion,
};

/**
 * The Customer Authentication API's backend (`productBackends.customerIdentity`): one handler per
 * operation, every error as `{code, message, requestId}`. Unexpected failures are logged by
 * name and message only: nothing of the request (OTPs, answers) and no tokens.
 */
export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  const requestId = event.requestContext?.requestId ?? '';
  const operation = operations[routeKey(event.httpMethod, event.resource)];
  try {
    if (!operation) {
      throw new CustomerError(
        404,
        'NOT_FOUND',
        `No operation ${event.httpMethod} ${event.resource}.`,
      );
    }
    return await operation(event);
  } catch (error) {
    if (error instanceof CustomerError) return errorAnswer(error, requestId);
    logger.error('Customer sign-in failed', {
      requestId,
      route: routeKey(event.httpMethod, event.resource),
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return errorAnswer(
      new CustomerError(500, customerErrorCodes.unexpected, messages.idpUnexpectedFailure),
      requestId,
    );
  }
};
