import { describe, expect, it } from 'vitest';
import { buildPath } from './contract';
import {
  clientLimits,
  tooManyRequestsMessage,
  wafEvaluationWindowsSeconds,
  wafRateLimitMinimum,
} from './client-limits';

describe('the client limits', () => {
  it('are rules WAF accepts: at least its minimum, in one of its evaluation windows', () => {
    for (const { operation, limit, windowSeconds } of clientLimits) {
      expect(limit, operation.id).toBeGreaterThanOrEqual(wafRateLimitMinimum);
      expect(wafEvaluationWindowsSeconds, operation.id).toContain(windowSeconds);
    }
  });

  it('limit only public routes, each once, on the path its operation is called at', () => {
    const paths = clientLimits.map((entry) => `${entry.operation.method} ${entry.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { operation, path } of clientLimits) {
      expect(operation.access, operation.id).toBe('public');
      const params = path.split('/');
      const filled = Object.fromEntries(
        operation.path
          .split('/')
          .map((part, i) => [part, params[i]] as const)
          .filter(([part]) => part.startsWith('{'))
          .map(([part, value]) => [part.slice(1, -1), value ?? '']),
      );
      expect(buildPath(operation.path, filled), operation.id).toBe(path);
    }
  });

  it('cover registration, forgot password, stay-tuned, send query and the captcha', () => {
    expect(clientLimits.map((entry) => entry.operation.id).sort()).toEqual(
      [
        'completePasswordReset',
        'createCaptcha',
        'register',
        'sendSupportQuery',
        'startPasswordReset',
        'subscribeStayTuned',
      ].sort(),
    );
  });

  it('tell the user when to try again, in whole minutes', () => {
    expect(tooManyRequestsMessage(600)).toBe('Too many requests. Please try again in 10 minutes.');
    expect(tooManyRequestsMessage(61)).toBe('Too many requests. Please try again in 2 minutes.');
    expect(tooManyRequestsMessage(5)).toBe('Too many requests. Please try again in 1 minute.');
  });
});
