/** The vitest projects `npm test` runs, one run each (vitest-projects.test.ts keeps it whole). */
export const vitestProjects = [
  'unit',
  'unit-isolated',
  'cdk',
  'web',
  'web-isolated',
  'integration',
] as const;
