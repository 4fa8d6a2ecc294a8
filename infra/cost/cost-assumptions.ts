/**
 * The monthly cost model's inputs: how an active partner uses Marque, and AWS's list prices
 * (USD, us-east-1 / eu-west-1 on-demand, checked 2026-11; no free tier counted except where a
 * service's price itself starts with one, as Cognito's and X-Ray's do). Change a number here and
 * `npm run bench` and the table of docs/operations.md (infra/cost/cost-model.test.ts) follow.
 */
export const usage = {
  /** Signed-in users per active partner in a month (developers, their leads). */
  usersPerPartner: 1.5,
  /** Portal API calls (pages, keys, docs, dashboards) per active partner per month. */
  portalCallsPerPartner: 1_500,
  /** Product API calls through the gateway (their API keys) per active partner per month. */
  productCallsPerPartner: 40_000,
  /** Share of product calls served by a Marque function (the rest go to the maker's backends). */
  productCallsOnLambda: 0.05,
  /** Page and asset requests to CloudFront per active partner per month, and their size. */
  siteRequestsPerPartner: 600,
  siteKbPerRequest: 35,
  /** Average function run and memory. */
  lambdaMs: 60,
  lambdaMemoryGb: 0.5,
  /** DynamoDB request units per portal call (reads, writes) and stored GB per partner. */
  readUnitsPerCall: 3,
  writeUnitsPerCall: 0.4,
  storedGbPerPartner: 0.002,
  /** Mail (codes, notices, approvals) per active partner per month. */
  mailsPerPartner: 12,
  /** Log bytes per portal call (access log, request log, metrics), retained a month. */
  logKbPerCall: 1.5,
  /**
   * X-Ray's default sampling rule, which every traced API Gateway stage and function uses: the
   * first request each second (its reservoir), then 5% of the rest. A call through the gateway
   * to a function is one trace.
   */
  tracedPerSecond: 1,
  tracedShare: 0.05,
} as const;

export const prices = {
  apiGatewayPerMillion: 3.5,
  lambdaPerMillionRequests: 0.2,
  /** arm64 */
  lambdaPerGbSecond: 0.0000133334,
  dynamoPerMillionReads: 0.125,
  dynamoPerMillionWrites: 0.625,
  dynamoPerGbMonth: 0.25,
  /** Essentials plan: the first 10,000 monthly active users are free. */
  cognitoFreeMau: 10_000,
  cognitoPerMau: 0.015,
  cloudFrontPerGb: 0.085,
  cloudFrontPer10kRequests: 0.01,
  sesPerThousand: 0.1,
  /** Two web ACLs (portal API, CloudFront), each with its rules, plus requests inspected. */
  wafPerAclMonth: 5,
  wafRulesPerAcl: 4,
  wafPerRuleMonth: 1,
  wafPerMillionRequests: 0.6,
  logsPerGbIngested: 0.5,
  /** The first 100,000 traces a month are free. */
  xrayFreeTraces: 100_000,
  xrayPerMillionTraces: 5,
  /**
   * Fixed, whatever the traffic or the catalogue: about 125 alarm metrics at $0.10 a month
   * (throttles and errors of 21 functions, read and write throttles of 9 tables and their system
   * errors per operation, the portal and product APIs, SES, both firewalls, the site, dead
   * letters), one dashboard ($3) and 3 custom metrics ($0.30 each).
   */
  cloudWatchFixed: 16.5,
} as const;

/** The partner counts docs/operations.md and the bench report. */
export const partnerCounts = [100, 1_000, 10_000] as const;
