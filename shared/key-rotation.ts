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
