import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';
import { vitestProjects } from './vitest-projects';

describe('the vitest projects npm test runs', () => {
  it('are every project of vitest.config.ts, each once, so none is left out of the totals', () => {
    const names = (config.test?.projects ?? []).map((project) =>
      typeof project === 'object' && 'test' in project ? project.test?.name : undefined,
    );
    expect([...vitestProjects].sort()).toEqual([...names].sort());
  });
});
