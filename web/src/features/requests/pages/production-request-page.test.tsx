import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import {
  application,
  applicationId,
  productionRequest,
  profile,
  sandboxSubscription,
  uniqueId,
} from '../testing/production-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
  toast.dismiss();
});

const lists = {
  '/users/me/profile': profile,
  '/requests/production/departments': { items: [{ name: 'Connected Vehicle' }] },
  '/requests/production/projects': {
    items: [{ name: 'Fleet', department: 'Connected Vehicle' }],
  },
  '/applications': { items: [application] },
  [`/applications/${applicationId}`]: { item: application, subscriptions: [sandboxSubscription] },
};

const visit = (path = '/myRequest/new') => renderRoute(path, fakeAuth(developer));
const form = () => screen.findByRole('button', { name: 'Submit request' });

async function fillValid(user: ReturnType<typeof visit>['user']) {
  await user.selectOptions(screen.getByLabelText('Department'), 'Connected Vehicle');
  await user.selectOptions(screen.getByLabelText('Project'), 'Fleet');
  await user.type(screen.getByLabelText('Application DL (team e-mail)'), 'Fleet@Partner.example');
  await user.selectOptions(screen.getByLabelText('Application'), 'fleet-app');
  await screen.findByRole('option', { name: 'Vehicle Status' });
  await user.selectOptions(screen.getByLabelText('Service'), 'vehicle-status');
  await user.selectOptions(screen.getByLabelText('Production plan'), 'Standard');
  await user.type(screen.getByLabelText('Purpose of utilization'), 'Fleet tracking');
  await user.type(screen.getByLabelText('Rate (requests per second)'), '200');
}

describe('/myRequest/new: the production access request form', () => {
  it('shows the requester from the profile, names and organization upper-cased', async () => {
    mockApi(lists);
    visit();
    await form();
    expect(screen.getByText('ASHA RAO')).toBeVisible();
    expect(screen.getByText('asha.rao@partner.example')).toBeVisible();
    expect(screen.getByText('ACME MOTORS')).toBeVisible();
    expect(screen.getByLabelText('Business hours')).toHaveValue('12:00 AM to 12:00 PM');
  });

  it('says which required fields are missing on submit', async () => {
    mockApi(lists);
    const { user } = visit();
    await user.click(await form());
    for (const label of [
      'Department',
      'Project',
      'Application',
      'Service',
      'Production plan',
      'Purpose of utilization',
      'Rate (requests per second)',
      'Application DL (team e-mail)',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining('* Field is mandatory'),
      );
    }
  });

  it('checks each field as it is left', async () => {
    mockApi(lists);
    const { user } = visit();
    await form();
    const typeAndLeave = async (label: string, text: string) => {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      await user.type(input, text);
      await user.tab();
      return input;
    };
    expect(
      await typeAndLeave('Purpose of utilization', 'fleet, tracking'),
    ).toHaveAccessibleDescription(expect.stringContaining('Allowed only alphanumeric'));
    expect(
      await typeAndLeave('Purpose of utilization', 'p'.repeat(251)),
    ).toHaveAccessibleDescription(expect.stringContaining('Maximum limit exceed'));
    expect(await typeAndLeave('Rate (requests per second)', '5.5')).toHaveAccessibleDescription(
      'Only number are allowed',
    );
    expect(await typeAndLeave('Application DL (team e-mail)', 'fleet')).toHaveAccessibleDescription(
      'Enter valid email',
    );
    expect(
      await typeAndLeave('Response time in ms (optional)', '1'.repeat(21)),
    ).toHaveAccessibleDescription('Maximum limit exceed');
    expect(
      await typeAndLeave('Response time in ms (optional)', 'fast'),
    ).toHaveAccessibleDescription('Only number are allowed');
    expect(
      await typeAndLeave('Requests per month (optional)', 'r'.repeat(51)),
    ).toHaveAccessibleDescription('Maximum limit exceed');
    expect(await typeAndLeave('Business hours', '9 to 5')).toHaveAccessibleDescription(
      expect.stringContaining('Business hours is invalid'),
    );
  });

  it('says when the department or project list cannot be fetched', async () => {
    mockApi({
      ...lists,
      '/requests/production/departments': { status: 500, body: { code: 'X', message: 'x' } },
      '/requests/production/projects': { status: 500, body: { code: 'X', message: 'x' } },
    });
    visit();
    await form();
    expect(screen.getByLabelText('Department')).toHaveAccessibleDescription(
      messages.departmentListFailed,
    );
    expect(screen.getByLabelText('Project')).toHaveAccessibleDescription(
      messages.projectListFailed,
    );
  });

  it('submits one service without the requester (the server takes the profile), toasts the request id and opens /myRequest', async () => {
    const sent: unknown[] = [];
    mockApi({
      ...lists,
      '/requests/production': ({ method, body }: MockRequest) => {
        if (method === 'POST') {
          sent.push(body);
          return productionRequest();
        }
        return { items: [] };
      },
    });
    const { user, router } = visit();
    await form();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myRequest'));
    expect(await screen.findByText(`Request ${uniqueId} sent for approval.`)).toBeVisible();
    for (const field of ['firstname', 'lastname', 'email', 'contact', 'organization']) {
      expect(sent[0]).not.toHaveProperty(field);
    }
    expect(sent).toEqual([
      expect.objectContaining({
        applicationDL: 'fleet@partner.example',
        businessHours: '12:00 AM to 12:00 PM',
        apiUsage: {
          'vehicle-status': expect.objectContaining({
            plan: 'Standard',
            purposeOfUtilization: 'Fleet tracking',
            apiRateLimit: '200',
            category: 'Connected Vehicle',
          }),
        },
      }),
    ]);
  });

  it("shows 'Error in submitting form' when the server fails, its message when it refuses", async () => {
    let answer = { status: 500, body: { code: 'InternalError', message: 'boom' } };
    mockApi({ ...lists, '/requests/production': () => answer });
    const { user } = visit();
    await form();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.productionFormFailed);
    answer = {
      status: 409,
      body: { code: 'Conflict', message: 'A request for this service is already open' },
    };
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('alert')[0]!).getByText(
          'A request for this service is already open',
        ),
      ).toBeVisible(),
    );
  });

  it('edits an existing request and resubmits it with its id', async () => {
    const puts: unknown[] = [];
    mockApi({
      ...lists,
      [`/requests/production/${uniqueId}`]: ({ method, body }: MockRequest) => {
        if (method === 'PUT') {
          puts.push(body);
          return productionRequest({ status: 'reSubmit' });
        }
        return productionRequest({ status: 'Rejected' });
      },
      '/requests/production': { items: [] },
    });
    const { user, router } = visit(`/myRequest/new?id=${uniqueId}`);
    const resubmit = await screen.findByRole('button', { name: 'Resubmit request' });
    expect(screen.getByLabelText('Purpose of utilization')).toHaveValue('Fleet tracking');
    expect(screen.getByLabelText('Service')).toHaveValue('vehicle-status');
    await user.clear(screen.getByLabelText('Rate (requests per second)'));
    await user.type(screen.getByLabelText('Rate (requests per second)'), '300');
    await user.click(resubmit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myRequest'));
    expect(puts).toEqual([
      expect.objectContaining({
        apiUsage: { 'vehicle-status': expect.objectContaining({ apiRateLimit: '300' }) },
      }),
    ]);
    expect(await screen.findByText(`Request ${uniqueId} resubmitted.`)).toBeVisible();
  });
});
