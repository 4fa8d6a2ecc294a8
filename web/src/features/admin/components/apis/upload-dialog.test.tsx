import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminCatalogueMessages } from '../../../../../../shared/schemas/admin-catalogue-schema';
import { configureApiClient } from '../../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../../testing/mock-api';
import { renderRoute } from '../../../../testing/render-route';
import {
  aCatalogueCategory,
  adminCataloguePath,
  anAdminService,
  servicePath,
} from '../../testing/apis-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const service = anAdminService({ versions: ['v1', 'v2'] });
const definitionPath = (version: string) =>
  `${servicePath('Presales', 'price-quote')}/versions/${version}/definition`;
const definition = JSON.stringify({ openapi: '3.0.3', info: { title: 'Price Quote' } });

function mockUpload(answer: (request: MockRequest) => unknown, version = 'v3') {
  return mockApi({
    [adminCataloguePath]: { categories: [aCatalogueCategory('Presales', [service])] },
    [definitionPath(version)]: answer,
  });
}

async function openDialog() {
  const rendered = renderRoute('/admin/apis', fakeAuth(adminUser));
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Upload a definition for Price Quote' }),
  );
  return {
    ...rendered,
    dialog: screen.getByRole('dialog', { name: 'Upload a definition for Price Quote' }),
  };
}

describe('upload dialog', () => {
  it('adds a picked file as the next version, with a toast', async () => {
    const bodies: unknown[] = [];
    mockUpload(({ body }) => {
      bodies.push(body);
      return { message: 'Version v3 of Price Quote added', added: true, service };
    });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'Add as new version v3' })).toBeChecked();
    const file = new File([definition], 'openapi-v3.json', { type: 'application/json' });
    await user.upload(within(dialog).getByLabelText('Definition file (JSON)'), file);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Or paste the definition')).toHaveValue(definition),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Version v3 of Price Quote added')).toBeVisible();
    expect(bodies).toEqual([{ definition }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('replaces the chosen version with a pasted definition', async () => {
    const bodies: unknown[] = [];
    mockUpload(({ body }) => {
      bodies.push(body);
      return { message: 'Version v1 replaced', added: false, service };
    }, 'v1');
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Replace version v1' }));
    await user.click(within(dialog).getByLabelText('Or paste the definition'));
    await user.paste(definition);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Version v1 replaced')).toBeVisible();
    expect(bodies).toEqual([{ definition }]);
  });

  it("keeps the dialog open with the server's reason when the definition is refused", async () => {
    mockUpload(() => ({
      status: 400,
      body: { code: 'ValidationError', message: 'paths./quotes.post: operationId is missing' },
    }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByLabelText('Or paste the definition'));
    await user.paste('{"openapi":"3.0.3"}');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'paths./quotes.post: operationId is missing',
    );
    expect(screen.getByRole('dialog', { name: 'Upload a definition for Price Quote' })).toBe(
      dialog,
    );
  });

  it('asks for a definition before calling the server', async () => {
    const mock = mockUpload(() => ({ message: 'never', added: true, service }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      adminCatalogueMessages.definitionRequired,
    );
    const paths = mock.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(paths).not.toContain(definitionPath('v3'));
  });
});
