import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSubscription } from '../../../../testing/application-fixtures';
import { anOperation } from './testing/try-out-fixtures';
import { renderTryOut } from './testing/render-try-out';

describe('code snippets', () => {
  it('show the request as filled in, with placeholders for the key and the token', async () => {
    const { user } = renderTryOut(anOperation(), {
      '/keys': { category: 'apiKey', apiKeys: [aSubscription()] },
    });
    await user.type(screen.getByRole('textbox', { name: 'vin' }), 'MA3ABC');
    await user.type(screen.getByRole('textbox', { name: 'Access token' }), 'real-token-value');
    await user.click(screen.getByRole('button', { name: 'Show code snippets' }));

    const snippets = screen.getByRole('region', { name: 'Code snippets' });
    const tabs = within(snippets)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['cURL', 'JavaScript', 'Node', 'Python', 'Java', 'C#', 'Go', 'PHP']);
    const curl = (await within(snippets).findByTestId('snippet-code')).textContent ?? '';
    expect(curl).toContain('--request POST');
    expect(curl).toContain('--url http://products.test/abc123/sandbox/v1/vehicles/MA3ABC/status');
    expect(curl).toContain("--header 'x-api-key: <your key>'");
    expect(curl).toContain("--header 'Authorization: Bearer <token>'");
    expect(curl).toContain('"status": "parked"');
    expect(curl).not.toContain('real-token-value');

    await user.type(screen.getByRole('textbox', { name: 'x-dealer-code' }), 'D7');
    expect(await within(snippets).findByText(/x-dealer-code: D7/)).toBeVisible();

    await user.click(within(snippets).getByRole('tab', { name: 'Python' }));
    const python = await within(snippets).findByText(/import requests/);
    expect(python.textContent).toContain('"x-api-key": "<your key>"');
    await user.click(within(snippets).getByRole('button', { name: 'Copy Python snippet' }));
    expect(await navigator.clipboard.readText()).toContain('import requests');
  });
});
