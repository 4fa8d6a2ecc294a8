import { describe, expect, it } from 'vitest';
import { worstCaseEnvironment } from '../../infra/limits/worst-case';
import type { DeploymentFigures } from '../../infra/limits/template-limits';
import { figureLines } from './figure-output';
import { stageLimitFigures } from './template-limits';

const figure = (value: number) => ({ value, offender: 'x' });
const figures: DeploymentFigures = {
  env: worstCaseEnvironment,
  templates: [
    {
      template: 'Marque-prod/product-apis',
      templateBytes: figure(1_052_422),
      resources: figure(267),
      outputs: figure(45),
      parameters: figure(4),
      managedPolicyChars: figure(6_797),
    },
    {
      template: 'Marque-prod',
      templateBytes: figure(415_062),
      resources: figure(415),
      outputs: figure(9),
      parameters: figure(1),
    },
  ],
  roles: [
    {
      template: 'Marque-prod',
      role: 'Marque-prod/a',
      inlinePolicyCharsPerRole: figure(3_922),
      managedPoliciesPerRole: figure(5),
    },
  ],
  usagePlans: 8,
};

describe('the bench lines of the template limits', () => {
  it('prints each template figure, the largest policies and the limits passed, per stage', () => {
    expect(figureLines(stageLimitFigures('prod', figures)).split('\n')).toEqual([
      'template prod Marque-prod/product-apis bytes: 1052422',
      'template prod Marque-prod/product-apis resources: 267',
      'template prod Marque-prod/product-apis outputs: 45',
      'template prod Marque-prod/product-apis parameters: 4',
      'template prod Marque-prod/product-apis largest managed policy chars (ap-southeast-4): 6797',
      'template prod Marque-prod bytes: 415062',
      'template prod Marque-prod resources: 415',
      'template prod Marque-prod outputs: 9',
      'template prod Marque-prod parameters: 1',
      'stage prod largest inline policy chars per role (ap-southeast-4): 3922',
      'stage prod most managed policies on a role: 5',
      'stage prod usage plans: 8',
      'stage prod limits passed: 2',
    ]);
  });
});
