import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/** The portal's CloudWatch metrics namespace (the monitoring stack's alarms read it). */
export const metricsNamespace = 'Marque';

/**
 * Powertools Metrics (CloudWatch embedded metric format: written as a log line, no API call).
 * Off locally (POWERTOOLS_METRICS_DISABLED) and in tests (POWERTOOLS_DEV).
 */
export const metrics = new Metrics({
  namespace: metricsNamespace,
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'marque',
});

/** The business events counted beside every route's calls, errors and latency. */
export const businessMetrics = {
  signInSucceeded: 'SignInSucceeded',
  signInFailed: 'SignInFailed',
  subscriptionCreated: 'SubscriptionCreated',
  keyRotated: 'KeyRotated',
} as const;
export type BusinessMetric = (typeof businessMetrics)[keyof typeof businessMetrics];

/** Counts one business event now (its own EMF line, so it never waits for a request's end). */
export function countEvent(name: BusinessMetric): void {
  metrics.addMetric(name, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}

export { MetricUnit };
