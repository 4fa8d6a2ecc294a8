/**
 * Values of the `event` field of the functions' log lines that CloudWatch counts (infra/constructs/monitoring.ts
 * turns them into metrics with a metric filter): renaming one breaks its alarm.
 */
export const signInFailedEvent = 'signInFailed';
