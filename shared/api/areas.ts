/**
 * The areas of the portal API. Each has its contract here (`<area>-operations.ts`, and
 * `<area>-<part>-operations.ts` when an area outgrows one file), one
 * Lambda function in `lambdas/areas/<area>/` and one web feature in `web/src/features/<area>/`.
 * Later areas (content) are added here with their first operation.
 */
export const areaIds = [
  'auth',
  'account',
  'catalogue',
  'admin',
  'applications',
  'docs',
  'requests',
  'notifications',
] as const;
export type AreaId = (typeof areaIds)[number];
