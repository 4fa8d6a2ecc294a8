import { partnerCounts, prices, usage } from './cost-assumptions';

export type CostLine =
  | 'API Gateway'
  | 'Lambda'
  | 'DynamoDB'
  | 'Cognito'
  | 'CloudFront'
  | 'SES'
  | 'WAF'
  | 'CloudWatch and X-Ray';

export interface MonthlyCost {
  partners: number;
  lines: Record<CostLine, number>;
  total: number;
}

const million = 1_000_000;
const secondsPerMonth = 30 * 24 * 3600;

/** Requests X-Ray records in a month of `calls` spread evenly (the default sampling rule). */
export function tracedPerMonth(calls: number): number {
  const reservoir = usage.tracedPerSecond * secondsPerMonth;
  return Math.min(calls, reservoir) + Math.max(0, calls - reservoir) * usage.tracedShare;
}
const cents = (value: number) => Math.round(value * 100) / 100;

/** One month of Marque in AWS for this many active partners. */
export function monthlyCost(partners: number): MonthlyCost {
  const portalCalls = partners * usage.portalCallsPerPartner;
  const productCalls = partners * usage.productCallsPerPartner;
  const gatewayCalls = portalCalls + productCalls;
  const invocations = portalCalls + productCalls * usage.productCallsOnLambda;
  const siteRequests = partners * usage.siteRequestsPerPartner;

  const lines: Record<CostLine, number> = {
    'API Gateway': (gatewayCalls / million) * prices.apiGatewayPerMillion,
    Lambda:
      (invocations / million) * prices.lambdaPerMillionRequests +
      invocations * (usage.lambdaMs / 1000) * usage.lambdaMemoryGb * prices.lambdaPerGbSecond,
    DynamoDB:
      ((portalCalls * usage.readUnitsPerCall) / million) * prices.dynamoPerMillionReads +
      ((portalCalls * usage.writeUnitsPerCall) / million) * prices.dynamoPerMillionWrites +
      partners * usage.storedGbPerPartner * prices.dynamoPerGbMonth,
    Cognito:
      Math.max(0, partners * usage.usersPerPartner - prices.cognitoFreeMau) * prices.cognitoPerMau,
    CloudFront:
      ((siteRequests * usage.siteKbPerRequest) / 1024 / 1024) * prices.cloudFrontPerGb +
      (siteRequests / 10_000) * prices.cloudFrontPer10kRequests,
    SES: ((partners * usage.mailsPerPartner) / 1000) * prices.sesPerThousand,
    WAF:
      2 * (prices.wafPerAclMonth + prices.wafRulesPerAcl * prices.wafPerRuleMonth) +
      ((portalCalls + siteRequests) / million) * prices.wafPerMillionRequests,
    'CloudWatch and X-Ray':
      prices.cloudWatchFixed +
      ((invocations * usage.logKbPerCall) / 1024 / 1024) * prices.logsPerGbIngested +
      // Every gateway stage traces: a product call is traced whether a function answers it or not.
      (Math.max(0, tracedPerMonth(gatewayCalls) - prices.xrayFreeTraces) / million) *
        prices.xrayPerMillionTraces,
  };
  const rounded = Object.fromEntries(
    Object.entries(lines).map(([line, value]) => [line, cents(value)]),
  ) as Record<CostLine, number>;
  const total = cents(Object.values(rounded).reduce((sum, value) => sum + value, 0));
  return { partners, lines: rounded, total };
}

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The cost table of docs/operations.md: one row per cost line, one column per partner count. */
export function costTable(): string {
  const costs = partnerCounts.map(monthlyCost);
  const header = `| per month | ${partnerCounts.map((n) => `${n.toLocaleString('en-US')} partners`).join(' | ')} |`;
  const rule = `| --- | ${partnerCounts.map(() => '---:').join(' | ')} |`;
  const rows = (Object.keys(costs[0]!.lines) as CostLine[]).map(
    (line) => `| ${line} | ${costs.map((cost) => usd(cost.lines[line])).join(' | ')} |`,
  );
  const total = `| **total** | ${costs.map((cost) => `**${usd(cost.total)}**`).join(' | ')} |`;
  return [header, rule, ...rows, total].join('\n');
}

/** The bench's lines: `cost <n> partners <line> USD/month: <value>`. */
export function costFigures(): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const cost of partnerCounts.map(monthlyCost)) {
    for (const [line, value] of Object.entries(cost.lines)) {
      figures[`cost ${cost.partners} partners ${line} USD/month`] = value;
    }
    figures[`cost ${cost.partners} partners total USD/month`] = cost.total;
  }
  return figures;
}
