import { afterEach, describe, expect, it, vi } from 'vitest';
import { corsOriginStageVariable } from './function-environment';
import { json, withAllowedOrigin } from './http-response';

afterEach(() => vi.unstubAllEnvs());

describe('withAllowedOrigin', () => {
  const answer = json(200, { ok: true });

  it("names the stage's site origin, whatever the environment says", () => {
    vi.stubEnv('CORS_ORIGIN', 'http://localhost:5173');
    const result = withAllowedOrigin(answer, {
      stageVariables: { [corsOriginStageVariable]: 'https://portal.example' },
    });
    expect(result.headers).toEqual({
      ...answer.headers,
      'access-control-allow-origin': 'https://portal.example',
    });
    expect(result.body).toBe(answer.body);
  });

  it('falls back to CORS_ORIGIN without a stage variable (the local gateway), then to any', () => {
    vi.stubEnv('CORS_ORIGIN', 'http://localhost:5173');
    const local = withAllowedOrigin(answer, { stageVariables: null });
    expect(local.headers?.['access-control-allow-origin']).toBe('http://localhost:5173');
    vi.stubEnv('CORS_ORIGIN', undefined);
    const bare = withAllowedOrigin(answer, { stageVariables: null });
    expect(bare.headers?.['access-control-allow-origin']).toBe('*');
  });
});
