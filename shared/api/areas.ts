/**
 * The areas of the portal API. Each has its contract here (`<area>-operations.ts`, and
 * `<area>-<part>-operations.ts` when an area outgrows one file), one
 * Lambda function in `lambdas/areas/<area>/` and one web feature in `web/src/features/<area>/`.
 * A new area is added here with its first operation.
 */
export const areaIds = [
  'auth',
  'account',
  'catalogue',
  'admin',
  'applications',
  'docs',
  'requests',
  'content',
  'notifications',
] as const;
export type AreaId = (typeof areaIds)[number];
