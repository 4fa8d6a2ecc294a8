import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceText, statementsOfFunction } from '../testing/stack-assertions';
import { sharedTestStack } from '../testing/shared-test-stack';

/** What the admin area may do with API keys: a deactivated user's keys disabled, then enabled. */
const admin = 'Marque portal API, area admin';

describe("the admin area's API Gateway access", () => {
  let functions: Template;

  beforeAll(() => {
    functions = Template.fromStack(sharedTestStack().stack.portalApi.functionsStack);
  });

  it("lists keys and updates only this deployment's keys, nothing else of API Gateway", () => {
    const granted = statementsOfFunction(functions, admin)
      .filter((s) => [s.Action].flat().some((a) => a.startsWith('apigateway:')))
      .flatMap((s) =>
        [s.Resource]
          .flat()
          .flatMap((r) => [s.Action].flat().map((a) => [resourceText(r), a, s.Condition])),
      );
    const base = 'arn:<Partition>:apigateway:<Region>::/apikeys';
    expect(granted).toEqual(
      expect.arrayContaining([
        [base, 'apigateway:GET', undefined],
        [
          `${base}/*`,
          'apigateway:PATCH',
          { StringEquals: { 'aws:ResourceTag/deployment': 'Marque-test' } },
        ],
      ]),
    );
    expect(granted).toHaveLength(2);
  });
});
