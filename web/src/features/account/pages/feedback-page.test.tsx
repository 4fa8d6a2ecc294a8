import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { configureApiClient } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

async function openSurvey() {
  const view = renderRoute('/feedback', fakeAuth(developer));
  await screen.findByRole('heading', { level: 1, name: 'Share your feedback' });
  return view;
}

const send = (user: ReturnType<typeof renderRoute>['user']) =>
  user.click(screen.getByRole('button', { name: 'Send feedback' }));

describe('feedback page', () => {
  it('asks every question before sending', async () => {
    const fetchMock = mockApi({ '/users/me/feedback': { message: 'Thanks' } });
    const { user } = await openSurvey();
    await send(user);
    expect(await screen.findByText('Please choose a rating')).toBeVisible();
    expect(screen.getByText('Please choose how easy the portal is to use')).toBeVisible();
    expect(screen.getByText('Please choose Yes or No')).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'How would you rate the Marque API Marketplace?' }),
    ).toHaveAccessibleDescription('Please choose a rating');
    expect(screen.getByRole('radio', { name: '1 – Very poor' })).toHaveFocus();
    expect(callsTo(fetchMock, '/users/me/feedback')).toEqual([]);
  });

  it('limits comments to 1000 characters', async () => {
    mockApi({ '/users/me/feedback': { message: 'Thanks' } });
    const { user } = await openSurvey();
    const comments = screen.getByLabelText('Comments (optional)');
    fireEvent.change(comments, { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1001 of 1000 characters')).toBeVisible();
    await send(user);
    expect(await screen.findByText('Maximum limit exceed')).toBeVisible();
    expect(comments).toHaveAccessibleDescription('1001 of 1000 characters Maximum limit exceed');
  });

  it('sends the answers, thanks the user and offers to sign out', async () => {
    const fetchMock = mockApi({ '/users/me/feedback': { message: 'Thanks' } });
    const { user, auth, router } = await openSurvey();
    await user.click(screen.getByRole('radio', { name: '4 – Good' }));
    await user.click(screen.getByRole('radio', { name: 'Easy' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(
      screen.getByLabelText('Comments (optional)'),
      'Clear docs, quick sandbox keys.',
    );
    await send(user);

    const thanks = await screen.findByRole('heading', { name: 'Thank you for your feedback' });
    expect(thanks).toHaveFocus();
    const [url, init] = callsTo(fetchMock, '/users/me/feedback')[0]!;
    expect(url.pathname).toBe('/users/me/feedback');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 4,
      easeOfUse: 'easy',
      foundWhatNeeded: true,
      comments: 'Clear docs, quick sandbox keys.',
    });

    const region = screen.getByRole('region', { name: 'Thank you for your feedback' });
    await user.click(within(region).getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'APIs that move cars' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves out empty comments and says so when sending fails', async () => {
    const fetchMock = mockApi({
      '/users/me/feedback': { status: 503, body: { code: 'Unavailable', message: 'down' } },
    });
    const { user } = await openSurvey();
    await user.click(screen.getByRole('radio', { name: '1 – Very poor' }));
    await user.click(screen.getByRole('radio', { name: 'Very hard' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.somethingWentWrong);
    const [, init] = callsTo(fetchMock, '/users/me/feedback')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 1,
      easeOfUse: 'very-hard',
      foundWhatNeeded: false,
    });
  });
});
