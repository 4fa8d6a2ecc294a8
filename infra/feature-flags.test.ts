import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { CURRENTLY_RECOMMENDED_FLAGS } from 'aws-cdk-lib/cx-api';
import { describe, expect, it } from 'vitest';
import { featureFlags, flagsBeyondRecommended, flagsNotAsRecommended } from './feature-flags';
import { testApp } from './testing/test-app';

const recommended = CURRENTLY_RECOMMENDED_FLAGS as Record<string, unknown>;
const set = featureFlags();

describe("CDK's feature flags (cdk.json)", () => {
  it('sets every flag CDK recommends, as recommended, unless a reason says why not', () => {
    const undecided = Object.entries(recommended)
      .filter(([flag]) => !(flag in flagsNotAsRecommended))
      .filter(([flag, value]) => JSON.stringify(set[flag]) !== JSON.stringify(value))
      .map(
        ([flag, value]) =>
          `${flag}: recommended ${JSON.stringify(value)}, cdk.json ${JSON.stringify(set[flag])}`,
      );
    expect(undecided, 'set these in cdk.json, or say in infra/feature-flags.ts why not').toEqual(
      [],
    );
  });

  it('gives a reason only for flags cdk.json really sets otherwise, and only for flags CDK knows', () => {
    for (const [flag, reason] of Object.entries(flagsNotAsRecommended)) {
      expect(recommended, flag).toHaveProperty([flag]);
      expect(
        JSON.stringify(set[flag]),
        `${flag} is set as recommended now: drop its reason`,
      ).not.toBe(JSON.stringify(recommended[flag]));
      expect(reason.length, flag).toBeGreaterThan(40);
    }
  });

  it('explains every setting beyond the recommendations', () => {
    const beyond = Object.keys(set).filter((flag) => !(flag in recommended));
    expect(beyond.sort()).toEqual(Object.keys(flagsBeyondRecommended).sort());
  });

  it("gives the tests' App the same flags as `cdk synth`", () => {
    const app = testApp();
    for (const [flag, value] of Object.entries(set)) {
      expect(app.node.tryGetContext(flag), flag).toEqual(value);
    }
  });

  it('writes templates without indentation', () => {
    const app = testApp();
    const stack = new Stack(app, 'Compact', {
      env: { account: '123456789012', region: 'eu-west-1' },
    });
    new Topic(stack, 'topic');
    app.synth();
    const text = readFileSync(join(app.outdir, stack.templateFile), 'utf8');
    expect(text).toContain('"AWS::SNS::Topic"');
    expect(text).not.toMatch(/\n\s/);
  });
});
