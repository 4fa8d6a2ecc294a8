import { describe, expect, it } from 'vitest';
import { areas } from '../lambdas/routes';
import { triggers } from '../lambdas/triggers/trigger-table';
import { environmentOf, functionsOfStackTree } from './testing/stack-assertions';
import { sharedTestStack } from './testing/shared-test-stack';

/**
 * No test backdoor in deployed code: the local cloud points the SDK at its stand-ins
 * (AWS_ENDPOINT_URL_*) and nothing else tells a handler it runs locally, so no function of any
 * deployment may carry such a variable.
 */
describe.each(['dev', 'preprod', 'prod'])('the functions deployed on %s', (stage) => {
  const functions = functionsOfStackTree(sharedTestStack({ context: { stage } }).stack);

  it('are all found: every area, every trigger, the seeds (nested stack too)', () => {
    const descriptions = functions.map((fn) => String(fn.properties.Description));
    for (const id of Object.keys(areas)) {
      expect(descriptions).toContain(`Marque portal API, area ${id}`);
    }
    for (const id of Object.keys(triggers)) {
      expect(descriptions).toContain(`Marque Cognito trigger ${id}`);
    }
    expect(descriptions).toContain('Marque: writes the catalogue table at deploy');
    expect(functions.some((fn) => fn.name.includes('product-apis'))).toBe(true);
  });

  it('carry no local-mode variable: none naming LOCAL, no AWS_ENDPOINT_URL*', () => {
    for (const fn of functions) {
      const names = Object.keys(environmentOf(fn));
      expect(
        names.filter((name) => /LOCAL/i.test(name)),
        fn.name,
      ).toEqual([]);
      expect(
        names.filter((name) => name.startsWith('AWS_ENDPOINT_URL')),
        fn.name,
      ).toEqual([]);
    }
  });

  it('are traced with X-Ray and name their service for Powertools, metrics on', () => {
    // Ours, not CDK's own custom-resource providers.
    const ours = functions.filter((fn) => /^Marque/.test(String(fn.properties.Description)));
    expect(ours.length).toBeGreaterThan(Object.keys(areas).length + Object.keys(triggers).length);
    for (const fn of ours) {
      expect(fn.properties.TracingConfig, fn.name).toEqual({ Mode: 'Active' });
      const environment = environmentOf(fn);
      expect(environment.POWERTOOLS_SERVICE_NAME, fn.name).toMatch(/^[\w-]+$/);
      expect(environment, fn.name).not.toHaveProperty('POWERTOOLS_METRICS_DISABLED');
      expect(environment, fn.name).not.toHaveProperty('POWERTOOLS_DEV');
    }
  });

  it('point at no local host', () => {
    for (const fn of functions) {
      expect(JSON.stringify(environmentOf(fn)), fn.name).not.toMatch(/localhost|127\.0\.0\.1/);
    }
  });
});
