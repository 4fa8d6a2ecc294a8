import type { UsagePlanLimits } from './plans';

/**
 * How long a rotated key or client secret keeps working next to its successor, in hours: the
 * one source of the default and the bounds (CDK context `keyRotationOverlapHours`, validated in
 * stage-config.ts; the handlers' KEY_ROTATION_OVERLAP_HOURS; the site's config.json).
 */
export const keyRotationOverlapHours = { default: 24, min: 1, max: 168 } as const;

/** '24 hours', '1 hour': the window as the rotate dialogs say it. */
export function overlapWindowText(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * What the overlap allows a subscription's two keys, as the rotate dialog and the docs say it.
 * API Gateway meters the quota per key, so the rotation splits what is left between the two
 * (lambdas/applications/key-rotation.ts); rate and burst are per key and cannot be shared.
 */
export function overlapAllowanceText(limits: UsagePlanLimits): string[] {
  return [
    "While both keys work they share what is left of this month's quota: each gets half of it " +
      'now, and when the old key stops the new key gets what the old one did not use.',
    `The ${limits.tier} plan's rate applies to each key on its own: ${limits.ratePerSecond} ` +
      `requests a second with bursts of ${limits.burst} per key, so up to ` +
      `${limits.ratePerSecond * 2} a second for the two together until the old key stops.`,
  ];
}
