/**
 * The vitest runs `npm test` makes, one after another so each shows its wall time, and the
 * projects each runs (vitest-projects.test.ts keeps them to the config's projects, each once).
 */
export const vitestRuns = [
  { name: 'unit', projects: ['unit'] },
  { name: 'unit-isolated', projects: ['unit-isolated'] },
  { name: 'cdk', projects: ['cdk'] },
  { name: 'web', projects: ['web'] },
  { name: 'web-isolated', projects: ['web-isolated'] },
  // One run for both: they share the cloud its global setup starts once.
  { name: 'integration', projects: ['integration', 'integration-alone'] },
] as const;

/** Every project the runs cover. */
export const vitestProjects = vitestRuns.flatMap((run) => run.projects);
