import {
  type AwsQuotaId,
  quotaReachedMessage,
  quotaThrottledMessage,
} from '../../shared/aws-quotas';
import { QuotaReached, TooManyRequests } from './errors';
import { logger } from './logger';

const named = (error: unknown, name: string) => error instanceof Error && error.name === name;

/**
 * AWS's refusal of a create call as the portal's answer: a quota used up (LimitExceededException,
 * from API Gateway or Cognito) is a 503 saying so, a throttle that outlasted the SDK's retries
 * (TooManyRequestsException) a 429; both say that nothing was changed. Undefined for any other.
 */
export function quotaRefusal(quota: AwsQuotaId, error: unknown): Error | undefined {
  if (named(error, 'LimitExceededException')) {
    logger.error('An AWS quota is used up', { quota });
    return new QuotaReached(quotaReachedMessage(quota));
  }
  if (named(error, 'TooManyRequestsException')) {
    logger.warn('AWS throttled a create call', { quota });
    return new TooManyRequests(quotaThrottledMessage(quota));
  }
  return undefined;
}

/**
 * Runs the AWS call that makes one of a quota's things; a refusal by quota or throttle is
 * answered as `quotaRefusal` says. The caller's own undo (of what it made before) still runs,
 * since the error is thrown on.
 */
export async function withinQuota<T>(quota: AwsQuotaId, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    throw quotaRefusal(quota, error) ?? error;
  }
}
