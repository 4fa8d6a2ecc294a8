import { describe, expect, it } from 'vitest';
import { testPipelineConfig } from '../testing/test-pipeline';
import { parsePipelineConfig, pipelineConfigFromContext } from './pipeline-config';

const problemsOf = (value: unknown): string[] => {
  try {
    parsePipelineConfig(value);
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  }
  return [];
};

describe('the pipeline config', () => {
  it('reads JSON text (-c pipeline=…) or an object (cdk.json) alike', () => {
    const fromText = parsePipelineConfig(JSON.stringify(testPipelineConfig));
    const fromObject = parsePipelineConfig(testPipelineConfig);
    expect(fromObject).toEqual(fromText);
    expect(fromText).toMatchObject({
      repository: 'marque-org/marque',
      branch: 'main',
      account: '111111111111',
      region: 'eu-west-1',
    });
    expect(JSON.parse(fromText.json)).toEqual(testPipelineConfig);
  });

  it('gives the deployments in order dev, preprod, prod, each with its validated settings', () => {
    const { targets } = parsePipelineConfig(testPipelineConfig);
    expect(targets.map((t) => [t.stage, t.account, t.region, t.config.stage])).toEqual([
      ['dev', '222222222222', 'eu-west-1', 'dev'],
      ['preprod', '333333333333', 'eu-central-1', 'preprod'],
      ['prod', '444444444444', 'eu-central-1', 'prod'],
    ]);
    expect(targets[2]?.config.siteDomain).toBe('developer.example.com');
    expect(targets[0]?.config.keyRotationOverlapHours).toBe(24);
  });

  it('is absent unless the context has it: the app then makes one deployment, as before', () => {
    expect(pipelineConfigFromContext(() => undefined)).toBeUndefined();
    expect(pipelineConfigFromContext(() => '')).toBeUndefined();
    expect(pipelineConfigFromContext(() => testPipelineConfig)?.targets).toHaveLength(3);
  });

  it('refuses text that is not JSON, saying so', () => {
    expect(problemsOf('{repository: marque')).toEqual([
      expect.stringMatching(/^ {2}- config: must be JSON \(/),
    ]);
  });

  it('lists every problem at once: source, accounts, regions, a missing stage', () => {
    const { prod: _prod, ...twoStages } = testPipelineConfig.stages;
    expect(
      problemsOf({
        ...testPipelineConfig,
        connectionArn: 'arn:aws:s3:::bucket',
        repository: 'marque',
        account: '1234',
        region: 'Frankfurt',
        stages: { ...twoStages, dev: { ...twoStages.dev, region: 'eu-west' } },
      }),
    ).toEqual([
      '  - connectionArn: must be a CodeConnections (or CodeStar) connection ARN',
      '  - repository: must be owner/name',
      '  - account: must be a 12-digit AWS account id',
      '  - region: must be an AWS region such as eu-west-1',
      '  - stages.dev.region: must be an AWS region such as eu-west-1',
      expect.stringMatching(/^ {2}- stages\.prod: /),
    ]);
  });

  it("checks each stage's settings with the stage config's own rules, naming the stage", () => {
    expect(
      problemsOf({
        ...testPipelineConfig,
        stages: {
          ...testPipelineConfig.stages,
          dev: { ...testPipelineConfig.stages.dev, settings: { stage: 'prod' } },
          prod: { ...testPipelineConfig.stages.prod, settings: { alarmEmail: 'ops', colour: 1 } },
        },
      }),
    ).toEqual([
      '  - stages.dev.settings.stage: leave it out: the stage is the key (dev)',
      '  - stages.prod.settings.alarmEmail: must be an e-mail address',
      '  - stages.prod.settings: Unrecognized key: "colour"',
      expect.stringMatching(
        /^ {2}- stages\.prod\.settings\.sesFromAddress: preprod and prod need a mail sender/,
      ),
      expect.stringMatching(/^ {2}- stages\.prod\.settings\.adminEmail: preprod and prod need /),
      expect.stringMatching(/^ {2}- stages\.prod\.settings\.contact: preprod and prod need /),
    ]);
  });

  it('takes a connection made under CodeStar Connections too, and defaults the branch to main', () => {
    const { branch: _branch, ...rest } = testPipelineConfig;
    const config = parsePipelineConfig({
      ...rest,
      connectionArn: 'arn:aws:codestar-connections:eu-west-1:111111111111:connection/abc-123',
    });
    expect(config.branch).toBe('main');
  });
});
