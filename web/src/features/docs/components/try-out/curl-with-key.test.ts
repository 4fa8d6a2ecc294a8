import { describe, expect, it } from 'vitest';
import { curlWithKey } from './curl-with-key';
import { anOperation } from './testing/try-out-fixtures';
import { initialValues, type TryOutValues } from './try-out-values';

const baseUrl = 'https://abc123.execute-api.eu-west-1.amazonaws.com/sandbox';
const key = 'k3y-Value-0123456789abcdef';

const listModels = anOperation({
  name: 'listVehicleModels',
  method: 'GET',
  path: '/v1/models',
  authorizerType: 'none',
  generateTokenButton: 'disabled',
  parameters: [
    { name: 'bodyType', in: 'query', type: 'string', required: false },
    { name: 'powertrain', in: 'query', type: 'string', required: false },
  ],
  requestBody: undefined,
});

function filled(operation = anOperation(), overrides: Partial<TryOutValues> = {}): TryOutValues {
  return { ...initialValues(operation), ...overrides };
}

describe('the curl command with the key', () => {
  it('calls the sandbox URL with the query the form holds and the real key, no token header', async () => {
    const command = await curlWithKey(
      baseUrl,
      listModels,
      filled(listModels, { params: ['SUV', ''] }),
      key,
    );
    expect(command).toBe(
      [
        'curl --request GET \\',
        `  --url '${baseUrl}/v1/models?bodyType=SUV' \\`,
        `  --header 'x-api-key: ${key}'`,
      ].join('\n'),
    );
  });

  it("puts the form's token in Authorization, path and header parameters in place, and the body", async () => {
    const operation = anOperation();
    const command = await curlWithKey(
      baseUrl,
      operation,
      filled(operation, {
        params: ['MA3/ABC 1', 'km', '', 'D42'],
        body: '{"status":"it\'s parked"}',
        token: ' tok-123 ',
      }),
      key,
    );
    expect(command).toContain('curl --request POST');
    expect(command).toContain(`--url '${baseUrl}/v1/vehicles/MA3%2FABC%201/status?units=km'`);
    expect(command).toContain(`--header 'x-api-key: ${key}'`);
    expect(command).toContain("--header 'Authorization: Bearer tok-123'");
    expect(command).toContain("--header 'x-dealer-code: D42'");
    expect(command).toContain("--header 'content-type: application/json'");
    // The quote in the body closes the shell's quoting, escapes itself and reopens it.
    expect(command).toContain(`--data '{"status":"it'\\''s parked"}'`);
    expect(command).not.toContain('<your key>');
  });

  it('keeps the placeholder where the operation takes a token and the form has none', async () => {
    const operation = anOperation();
    const command = await curlWithKey(
      baseUrl,
      operation,
      filled(operation, { params: ['MA3ABC', '', '', 'D1'] }),
      key,
    );
    expect(command).toContain("--header 'Authorization: Bearer <token>'");
    expect(command).toContain(`--header 'x-api-key: ${key}'`);
  });

  it('sends no body on a GET, whatever the body field holds', async () => {
    const operation = anOperation({ method: 'GET' });
    const command = await curlWithKey(
      baseUrl,
      operation,
      filled(operation, { params: ['MA3ABC', '', '', 'D1'] }),
      key,
    );
    expect(command).not.toContain('--data');
    expect(command).not.toContain('content-type');
  });
});
