import type { ApiErrorBody, Operation } from './contract';
import {
  createCaptcha,
  register,
  startPasswordReset,
  completePasswordReset,
} from './auth-operations';
import { sendSupportQuery, subscribeStayTuned } from './content-operations';

/**
 * AWS WAF's rate-based rules, as documented ("Rate-based rule high-level settings in AWS WAF",
 * https://docs.aws.amazon.com/waf/latest/developerguide/waf-rule-statement-type-rate-based-high-level-settings.html):
 * the lowest limit allowed is 10 requests; the evaluation window is 60, 120, 300 or 600 seconds.
 */
export const wafRateLimitMinimum = 10;
export const wafEvaluationWindowsSeconds = [60, 120, 300, 600] as const;
export type WafEvaluationWindow = (typeof wafEvaluationWindowsSeconds)[number];

/** How many calls of one public route one client address may make in a window. */
export interface ClientLimit {
  operation: Operation;
  /** The path as called (a template's parameters filled in), e.g. `/content/stay-tuned`. */
  path: string;
  limit: number;
  windowSeconds: WafEvaluationWindow;
}

/**
 * The sensitive public routes, limited per client address: WAF rate rules on the portal API in
 * AWS, the local gateway locally. Sign-in itself goes to Cognito, not the portal API: each
 * attempt needs a captcha, so `createCaptcha` bounds it.
 */
export const clientLimits: readonly ClientLimit[] = [
  { operation: register, path: register.path, limit: 10, windowSeconds: 600 },
  { operation: createCaptcha, path: createCaptcha.path, limit: 60, windowSeconds: 300 },
  { operation: startPasswordReset, path: startPasswordReset.path, limit: 10, windowSeconds: 600 },
  {
    operation: completePasswordReset,
    path: completePasswordReset.path,
    limit: 10,
    windowSeconds: 600,
  },
  {
    operation: subscribeStayTuned,
    path: '/content/stay-tuned',
    limit: 10,
    windowSeconds: 600,
  },
  { operation: sendSupportQuery, path: sendSupportQuery.path, limit: 10, windowSeconds: 600 },
];

export const tooManyRequestsCode = 'TooManyRequests';

/** What a refused client is told: 'Too many requests. Please try again in N minutes.' */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The answer's body (as the portal API's other refusals): code and message. */
export function tooManyRequestsBody(retryAfterSeconds: number): ApiErrorBody {
  return { code: tooManyRequestsCode, message: tooManyRequestsMessage(retryAfterSeconds) };
}
