import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import {
  tooManyRequestsBody,
  type ClientLimit,
  type WafEvaluationWindow,
} from '../../shared/api/client-limits';

const noTransformation = [{ priority: 0, type: 'NONE' }];

/** The custom response body key of a window's 429 ('Too many requests. … in N minutes.'). */
export const tooManyRequestsBodyKey = (window: WafEvaluationWindow) =>
  `too-many-requests-${window}`;

/** A limit's rule name: `limit-<method>-<path>` in WAF's allowed characters. */
export const clientLimitRuleName = (limit: ClientLimit) =>
  `limit-${limit.operation.method.toLowerCase()}${limit.path.replace(/[^A-Za-z0-9]+/g, '-')}`;

/**
 * WAF rate-based rules for `shared/api/client-limits.ts`: per client IP, only the limit's method
 * and path (a scope-down statement; the path ends the stage's URI, `/<stage>/auth/register`).
 * A blocked call gets 429 with Retry-After (the evaluation window: by then WAF's count of that
 * address has fallen below the limit), the portal's JSON error body, and CORS for the site,
 * so the web app can show the message.
 */
export function clientLimitRules(
  limits: readonly ClientLimit[],
  options: { firstPriority: number; metricPrefix: string; allowedOrigin: string },
): {
  rules: CfnWebACL.RuleProperty[];
  customResponseBodies: Record<string, CfnWebACL.CustomResponseBodyProperty>;
} {
  const rules = limits.map((limit, index): CfnWebACL.RuleProperty => {
    const name = clientLimitRuleName(limit);
    return {
      name,
      priority: options.firstPriority + index,
      action: {
        block: {
          customResponse: {
            responseCode: 429,
            customResponseBodyKey: tooManyRequestsBodyKey(limit.windowSeconds),
            responseHeaders: [
              { name: 'Retry-After', value: String(limit.windowSeconds) },
              { name: 'Access-Control-Allow-Origin', value: options.allowedOrigin },
              { name: 'Access-Control-Expose-Headers', value: 'Retry-After' },
            ],
          },
        },
      },
      statement: {
        rateBasedStatement: {
          limit: limit.limit,
          evaluationWindowSec: limit.windowSeconds,
          aggregateKeyType: 'IP',
          scopeDownStatement: {
            andStatement: {
              statements: [
                {
                  byteMatchStatement: {
                    fieldToMatch: { method: {} },
                    positionalConstraint: 'EXACTLY',
                    searchString: limit.operation.method,
                    textTransformations: noTransformation,
                  },
                },
                {
                  byteMatchStatement: {
                    fieldToMatch: { uriPath: {} },
                    positionalConstraint: 'ENDS_WITH',
                    searchString: limit.path,
                    textTransformations: noTransformation,
                  },
                },
              ],
            },
          },
        },
      },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: `${options.metricPrefix}-${name}`,
        sampledRequestsEnabled: true,
      },
    };
  });
  const windows = [...new Set(limits.map((limit) => limit.windowSeconds))];
  const customResponseBodies = Object.fromEntries(
    windows.map((window) => [
      tooManyRequestsBodyKey(window),
      { contentType: 'APPLICATION_JSON', content: JSON.stringify(tooManyRequestsBody(window)) },
    ]),
  );
  return { rules, customResponseBodies };
}
