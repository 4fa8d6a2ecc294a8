import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceText, statementsOfFunction } from '../testing/stack-assertions';
import { sharedTestStack } from '../testing/shared-test-stack';
import { appClientActions } from './function-access';

/**
 * What the admin area may do with API keys and app clients: a deactivated user's keys disabled
 * and client tokens stopped, then restarted on activation.
 */
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

  it("may update the pool's app clients (a deactivated user's client tokens), and not make or delete them", () => {
    const actions = statementsOfFunction(functions, admin).flatMap((s) => [s.Action].flat());
    expect(actions).toContain('cognito-idp:UpdateUserPoolClient');
    for (const action of appClientActions) expect(actions).not.toContain(action);
  });
});
