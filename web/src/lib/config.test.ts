import { describe, expect, it, vi } from 'vitest';
import { ConfigError, getConfig, loadConfig, parseConfig } from './config';

const valid = {
  stage: 'dev',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_abc',
  userPoolClientId: 'client123',
  apiUrl: 'https://api.example.com/prod/',
};

const answer = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

describe('config', () => {
  it('loads and keeps a valid /config.json, trimming the API URL', async () => {
    const fetchMock = answer(
      200,
      JSON.stringify({ ...valid, userPoolEndpoint: 'http://127.0.0.1:9229' }),
    );
    const config = await loadConfig(fetchMock);
    expect(config.apiUrl).toBe('https://api.example.com/prod');
    expect(config.userPoolEndpoint).toBe('http://127.0.0.1:9229');
    expect(getConfig()).toEqual(config);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('reports a missing file', async () => {
    await expect(loadConfig(answer(404, 'Not Found'))).rejects.toMatchObject({
      reason: 'missing',
    });
  });

  it('reports a file that is not JSON', async () => {
    await expect(loadConfig(answer(200, '<html>'))).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('names every bad field', () => {
    let error: unknown;
    try {
      parseConfig({ ...valid, apiUrl: 'javascript:alert(1)', userPoolId: '' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).detail).toMatch(/apiUrl/);
    expect((error as ConfigError).detail).toMatch(/userPoolId/);
  });
});
