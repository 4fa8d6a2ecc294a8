/**
 * The vitest runs `npm test` makes, one after another so each shows its wall time, and the
 * projects each runs (vitest-projects.test.ts keeps them to the config's projects, each once).
 */
export const vitestRuns = [
  // A shared and an isolated project side by side: the same tests, told apart by how they mock.
  { name: 'unit', projects: ['unit', 'unit-isolated'] },
  { name: 'cdk', projects: ['cdk'] },
  { name: 'web', projects: ['web', 'web-isolated'] },
  // One run for both: they share the cloud its global setup starts once.
  { name: 'integration', projects: ['integration', 'integration-alone'] },
] as const;

/** Every project the runs cover. */
export const vitestProjects = vitestRuns.flatMap((run) => run.projects);
