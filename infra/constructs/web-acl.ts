import { Duration, Stack } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { ClientLimit } from '../../shared/api/client-limits';
import type { DeploymentStage } from '../../shared/plans';
import { clientLimitRules } from './client-limit-rules';

/** AWS managed rule groups every web ACL of the portal runs, in order. */
export const managedRuleGroups = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/**
 * Rules of the common rule set that only count: the portal validates these itself, and blocking
 * would refuse legitimate calls (an admin's OpenAPI upload or a blog post is larger than the
 * rule set's 8 KB body limit).
 */
export const countedCommonRules = ['SizeRestrictions_BODY'] as const;

export interface PortalWebAclProps {
  readonly stage: DeploymentStage;
  /** REGIONAL for API Gateway; CLOUDFRONT only in us-east-1. */
  readonly scope: 'REGIONAL' | 'CLOUDFRONT';
  /** What it protects, for names and metrics (e.g. 'portal-api'). */
  readonly name: string;
  /** Requests per IP address per 5 minutes before that address is blocked for a while. */
  readonly ratePerFiveMinutes: number;
  /**
   * Per-address limits of single routes (`shared/api/client-limits.ts`), after the rate rule;
   * their 429 carries CORS for `allowedOrigin`.
   */
  readonly clientLimits?: { limits: readonly ClientLimit[]; allowedOrigin: string };
}

/** A web ACL's name, also its metric name (`marque-<stage>-<what it protects>`). */
export const webAclName = (stage: DeploymentStage, name: string) => `marque-${stage}-${name}`;

/**
 * Requests a web ACL blocked (any rule). WAF publishes a CLOUDFRONT web ACL's metrics in
 * us-east-1 without a Region dimension, a REGIONAL one's in its region with it.
 */
export function webAclBlockedRequests(
  aclName: string,
  scope: PortalWebAclProps['scope'],
  region: string,
  options: { period?: Duration; label?: string } = {},
): Metric {
  const cloudFront = scope === 'CLOUDFRONT';
  return new Metric({
    namespace: 'AWS/WAFV2',
    metricName: 'BlockedRequests',
    dimensionsMap: { WebACL: aclName, Rule: 'ALL', ...(cloudFront ? {} : { Region: region }) },
    statistic: 'Sum',
    period: options.period ?? Duration.minutes(5),
    label: options.label,
    ...(cloudFront ? { region: 'us-east-1' } : {}),
  });
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * A WAF web ACL: AWS's IP reputation, common and known-bad-inputs rules, a per-IP rate rule, and
 * any per-IP limits of single routes.
 */
export class PortalWebAcl extends Construct {
  readonly webAcl: CfnWebACL;
  /** The web ACL's name, also its metric name (the WebACL dimension of its CloudWatch metrics). */
  readonly aclName: string;
  private readonly aclScope: PortalWebAclProps['scope'];

  constructor(scope: Construct, id: string, props: PortalWebAclProps) {
    super(scope, id);
    const prefix = webAclName(props.stage, props.name);
    this.aclName = prefix;
    this.aclScope = props.scope;
    const managed = managedRuleGroups.map((name, priority): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(name === 'AWSManagedRulesCommonRuleSet'
            ? {
                ruleActionOverrides: countedCommonRules.map((rule) => ({
                  name: rule,
                  actionToUse: { count: {} },
                })),
              }
            : {}),
        },
      },
      visibilityConfig: visibility(`${prefix}-${name}`),
    }));
    const limited = props.clientLimits
      ? clientLimitRules(props.clientLimits.limits, {
          firstPriority: managed.length + 1,
          metricPrefix: prefix,
          allowedOrigin: props.clientLimits.allowedOrigin,
        })
      : undefined;
    this.webAcl = new CfnWebACL(this, 'acl', {
      name: prefix,
      description: `Marque ${props.stage}: protects the ${props.name}`,
      scope: props.scope,
      defaultAction: { allow: {} },
      visibilityConfig: visibility(prefix),
      rules: [
        ...managed,
        {
          name: 'rate-per-ip',
          priority: managed.length,
          action: { block: {} },
          statement: {
            rateBasedStatement: { limit: props.ratePerFiveMinutes, aggregateKeyType: 'IP' },
          },
          visibilityConfig: visibility(`${prefix}-rate-per-ip`),
        },
        ...(limited?.rules ?? []),
      ],
      ...(limited ? { customResponseBodies: limited.customResponseBodies } : {}),
    });
  }

  /** Requests this web ACL blocked (any rule), summed per `period`. */
  metricBlockedRequests(options: { period?: Duration; label?: string } = {}): Metric {
    return webAclBlockedRequests(this.aclName, this.aclScope, Stack.of(this).region, options);
  }
}
