/**
 * What the alarms watch for (one place to tune them). Rates are fractions (0.05 = 5 %) unless
 * the metric itself is a percentage, as CloudFront's is; counts are per 5-minute period.
 */
export const alarmThresholds = {
  /** Share of portal API calls answering 5xx over 5 minutes, two periods running. */
  serverErrorRate: 0.05,
  /** p95 of the portal API's latency (ms) over 5 minutes, three periods running. */
  latencyP95Ms: 3_000,
  /** Any throttled invocation of a function in 5 minutes. */
  throttles: 1,
  /** Any failed run waiting in a job's dead-letter queue. */
  deadLetters: 1,
  /** Failed sign-ins (wrong password or code) in 5 minutes across the portal. */
  failedSignIns: 50,
  /**
   * Function errors (uncaught exceptions, timeouts) in 5 minutes, summed over a group of at most
   * 10 functions (CloudWatch's limit of metrics per alarm): a burst, not a one-off.
   */
  functionErrors: 5,
  /** DynamoDB read and write throttle events in 5 minutes, summed over a group of tables. */
  dynamoThrottleEvents: 10,
  /** Any DynamoDB system error (a 5xx of DynamoDB itself) on a table in 5 minutes. */
  dynamoSystemErrors: 1,
  /** Share of product API calls (every service, both stages) answering 5xx, two periods running. */
  productApiServerErrorRate: 0.05,
  /** CloudFront's 5xxErrorRate (a percentage) of the site's distribution, two periods running. */
  siteServerErrorRatePercent: 5,
  /**
   * SES account bounce rate (Reputation.BounceRate, hourly maximum). AWS reviews an account at
   * 5 % and may pause its sending at 10 %: mailed well before the review.
   */
  sesBounceRate: 0.03,
  /** SES complaint rate (Reputation.ComplaintRate): AWS reviews at 0.1 %, pauses at 0.5 %. */
  sesComplaintRate: 0.0005,
  /** Requests a web ACL blocked in 5 minutes (any rule): an attack or a broken client. */
  firewallBlocks: 100,
} as const;
