import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastConvention } from '../../../../../shared/messages';
import { configureApiClient } from '../../../lib/api-client';
import { anApplication } from '../../../testing/application-fixtures';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const id = (n: number) => `3f1c2a9e-0000-4000-8000-${String(n).padStart(12, '0')}`;
const many = Array.from({ length: 25 }, (_, i) =>
  anApplication({
    applicationId: id(i + 1),
    applicationName: `app-${String(i + 1).padStart(2, '0')}`,
    createdAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
  }),
);

const open = (path = '/application') => renderRoute(path, fakeAuth(developer));
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('applications page', () => {
  it('lists the applications newest first, 10 a page, with a link to each one', async () => {
    mockApi({ '/applications': { items: many } });
    open();
    const table = await screen.findByRole('table', { name: 'Your applications' });
    expect(rowNames(table)).toHaveLength(10);
    expect(rowNames(table)[0]).toBe('app-25');
    expect(within(table).getByRole('link', { name: 'app-25: open details' })).toHaveAttribute(
      'href',
      `/application/appdetails?applicationId=${id(25)}`,
    );
    expect(screen.getByText('1–10 of 25')).toBeVisible();
  });

  it('sorts by a column and pages by 10, 20 or 30', async () => {
    mockApi({ '/applications': { items: many } });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Your applications' });
    await user.click(within(table).getByRole('button', { name: /Name/ }));
    expect(rowNames(table)[0]).toBe('app-01');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('11–20 of 25')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '30');
    expect(rowNames(table)).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says there are none yet and offers to create one', async () => {
    mockApi({ '/applications': { items: [] } });
    open();
    const empty = await screen.findByRole('region', { name: 'No applications yet' });
    expect(within(empty).getByRole('button', { name: 'Create application' })).toBeVisible();
  });

  it('creates an application, checking the name first', async () => {
    let items = [anApplication()];
    const calls: MockRequest[] = [];
    mockApi({
      '/applications': (request: MockRequest) => {
        if (request.method === 'GET') return { items };
        calls.push(request);
        const item = anApplication({ applicationId: id(9), applicationName: 'new-app' });
        items = [item, ...items];
        return { item };
      },
    });
    const { user } = open();
    await screen.findByRole('table', { name: 'Your applications' });
    await user.click(screen.getByRole('button', { name: 'Create application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create application' });
    const name = within(dialog).getByRole('textbox', { name: 'Application name' });

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('* Field is mandatory')).toBeVisible();
    await user.type(name, 'bad name!');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText("only alphabets, number and '-' is allowed"),
    ).toBeVisible();
    await user.clear(name);
    await user.type(name, 'FLEET-APP');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Application name already exist')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'new-app');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Telematics');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('link', { name: 'new-app: open details' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]?.body).toEqual({
      applicationName: 'new-app',
      applicationDescription: 'Telematics',
    });
  });

  it("puts the server's 409 under the name", async () => {
    mockApi({
      '/applications': (request: MockRequest) =>
        request.method === 'GET'
          ? { items: [] }
          : { status: 409, body: { code: 'Conflict', message: 'Application name already exist' } },
    });
    const { user } = open('/application?create=1');
    const dialog = await screen.findByRole('dialog', { name: 'Create application' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Application name' }), 'raced');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Application name already exist')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Application name' })).toHaveFocus();
  });

  it('deletes an application after confirmation', async () => {
    let items = [
      anApplication(),
      anApplication({ applicationId: id(2), applicationName: 'other' }),
    ];
    const deleted: string[] = [];
    mockApi({
      '/applications': () => ({ items }),
      [`/applications/${id(1)}`]: (request: MockRequest) => {
        deleted.push(request.method);
        items = items.filter((item) => item.applicationId !== id(1));
        return { message: 'Deleted' };
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete fleet-app' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete application' });
    expect(confirm).toHaveTextContent('Delete fleet-app?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete fleet-app' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText('Application fleet-app deleted.');
    expect(deleted).toEqual(['DELETE']);
    expect(screen.queryByRole('link', { name: 'fleet-app: open details' })).toBeNull();
  });

  it('shows a failed delete as an error toast', async () => {
    mockApi({
      '/applications': { items: [anApplication()] },
      [`/applications/${id(1)}`]: { status: 500, body: { code: 'Internal', message: 'Try later' } },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete fleet-app' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(toastConvention.errorTitle)).toBeVisible();
    expect(screen.getByText('Try later')).toBeVisible();
  });
});
