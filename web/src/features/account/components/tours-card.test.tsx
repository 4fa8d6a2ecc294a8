import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../../../shared/api/account-operations';
import { tourProgressKey } from '../../../components/guided-tour/use-tour-progress';
import { configureApiClient } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { renderRoute } from '../../../testing/render-route';
import { mockTourServer } from '../../../testing/tour-server';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const stored: Profile = {
  email: 'dev@partner.example',
  firstName: 'Asha',
  lastName: 'Verma',
  mobileNumber: '9876543210',
  organization: 'ACME MOTORS',
  passwordChangedAt: '2026-10-01T09:30:00.000Z',
  passwordExpiryDate: '2026-11-30T09:30:00.000Z',
};

async function openTours() {
  const view = renderRoute('/myProfile', fakeAuth(developer));
  const card = await screen.findByRole('region', { name: 'Guided tours' });
  return { ...view, card };
}

describe("My Profile: 'Show the tours again'", () => {
  it('clears every tour flag in one call, and the cache and the page say so', async () => {
    const server = mockTourServer(['home', 'category', 'service', 'service-detail'], {
      answers: { '/users/me/profile': stored },
    });
    const { card, user, queryClient } = await openTours();
    await user.click(within(card).getByRole('button', { name: 'Show the tours again' }));

    expect(await within(card).findByRole('status')).toHaveTextContent(
      'The tours will show again, one per page, on your next visits.',
    );
    expect(server.resetCalls()).toBe(1);
    expect(server.tourCalls()).toBe(1);
    expect(server.flags.size).toBe(0);
    expect(queryClient.getQueryData(tourProgressKey(developer.email))).toEqual({ done: [] });
  });

  it('says why when the server refuses, and the flags stay', async () => {
    const server = mockTourServer(['home'], { answers: { '/users/me/profile': stored } });
    server.fetchMock.mockImplementation(async (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (path === '/users/me/profile') return Response.json(stored);
      return Response.json({ code: 'NotFound', message: 'User not found' }, { status: 404 });
    });
    const { card, user } = await openTours();
    await user.click(within(card).getByRole('button', { name: 'Show the tours again' }));
    expect(await screen.findByText('User not found')).toBeVisible();
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
    expect(server.flags.has('home')).toBe(true);
  });
});
