import { describe, expect, it } from 'vitest';
import { parseLocalOptions } from './local-options';

describe('parseLocalOptions', () => {
  it('defaults to a persistent prod-like portal with the web app', () => {
    expect(parseLocalOptions([])).toEqual({
      fresh: false,
      stage: 'prod',
      portsOffset: 0,
      web: true,
      prod: false,
      dataDir: '.local-data/prod',
      inMemory: false,
    });
  });

  it('keeps DynamoDB in memory with --in-memory (the browser suite)', () => {
    expect(parseLocalOptions(['--fresh', '--in-memory'])).toMatchObject({
      fresh: true,
      inMemory: true,
    });
  });

  it('serves the production build with --prod', () => {
    expect(parseLocalOptions(['--prod'])).toMatchObject({ web: true, prod: true });
  });

  it('reads every flag', () => {
    expect(
      parseLocalOptions(['--fresh', '--stage', 'dev', '--ports-offset', '100', '--no-web']),
    ).toMatchObject({
      fresh: true,
      stage: 'dev',
      portsOffset: 100,
      web: false,
      dataDir: '.local-data/dev',
    });
  });

  it('refuses an unknown stage, a bad offset and an unknown flag with a clear message', () => {
    expect(() => parseLocalOptions(['--stage', 'qa'])).toThrow(
      /--stage must be one of dev, preprod, prod/,
    );
    expect(() => parseLocalOptions(['--ports-offset', 'ten'])).toThrow(
      /--ports-offset must be a whole number/,
    );
    expect(() => parseLocalOptions(['--frsh'])).toThrow();
  });
});
