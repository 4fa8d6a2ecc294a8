import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { supportQueryMessages } from '../../../../../shared/schemas/support-query-schema';
import { callsTo, mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const captchaAnswers = {
  '/auth/captcha': { captchaId: 'captcha-0001', svg: '<svg/>', expiresInSeconds: 300 },
  '/auth/captcha/captcha-0001/check': { valid: true },
};
const acknowledgement = {
  message:
    'Thank you, your query was sent to the API support team. Your reference is ' +
    'Q-20261125-7KXM2P; we answer by e-mail within two working days.',
  reference: 'Q-20261125-7KXM2P',
};

async function fillIn(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText('Your name'), 'Asha Verma');
  await user.type(screen.getByLabelText('E-mail'), 'asha@partner.example');
  await user.type(screen.getByLabelText('Organization (optional)'), 'Partner Motors');
  await user.selectOptions(screen.getByLabelText('Topic'), 'Keys and usage plans');
  await user.type(screen.getByLabelText('Your query'), 'Our key answers 429 too early.');
  await screen.findByRole('img', { name: /Captcha image/ });
  await user.type(screen.getByLabelText('Captcha'), 'Ab3#kW');
}

describe('/sendQuery', () => {
  it('sends the query with the captcha and shows the acknowledgement with its reference', async () => {
    const sent: MockRequest[] = [];
    const api = mockApi({
      ...captchaAnswers,
      '/content/queries': (request: MockRequest) => {
        sent.push(request);
        return acknowledgement;
      },
    });
    const { user } = renderRoute('/sendQuery');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send query' }));

    const done = await screen.findByRole('region', { name: 'Query sent' });
    expect(within(done).getByText(acknowledgement.message)).toBeVisible();
    expect(within(done).getByText('Q-20261125-7KXM2P')).toBeVisible();
    await waitFor(() =>
      expect(within(done).getByRole('heading', { name: 'Query sent' })).toHaveFocus(),
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          name: 'Asha Verma',
          email: 'asha@partner.example',
          organization: 'Partner Motors',
          topic: 'Keys and usage plans',
          message: 'Our key answers 429 too early.',
          captcha: 'Ab3#kW',
          captchaId: 'captcha-0001',
        },
      },
    ]);
    expect(callsTo(api, '/content/queries')).toHaveLength(1);

    await user.click(within(done).getByRole('button', { name: 'Send another query' }));
    expect(await screen.findByLabelText('Your name')).toHaveValue('');
  });

  it('shows a message under each wrong field and sends nothing', async () => {
    const api = mockApi({ ...captchaAnswers, '/content/queries': acknowledgement });
    const { user } = renderRoute('/sendQuery');
    await user.type(await screen.findByLabelText('E-mail'), 'asha@');
    await user.type(screen.getByLabelText('Your query'), 'Help');
    await user.click(screen.getByRole('button', { name: 'Send query' }));

    expect(await screen.findByText(supportQueryMessages.name)).toBeVisible();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
      supportQueryMessages.name,
    );
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      expect.stringContaining(supportQueryMessages.email),
    );
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription(supportQueryMessages.topic);
    expect(screen.getByText(supportQueryMessages.messageShort)).toBeVisible();
    expect(screen.getByText('Please enter the Captcha')).toBeVisible();
    expect(callsTo(api, '/content/queries')).toHaveLength(0);
  });

  it('counts the characters of the query against 2000', async () => {
    mockApi(captchaAnswers);
    const { user } = renderRoute('/sendQuery');
    const query = await screen.findByLabelText('Your query');
    expect(query).toHaveAttribute('maxlength', '2000');
    await user.type(query, 'Hello');
    expect(query).toHaveAccessibleDescription(expect.stringMatching(/^5 of 2000 characters/));
  });

  it('shows the server’s refusal of the captcha and brings a new picture', async () => {
    const api = mockApi({
      ...captchaAnswers,
      '/content/queries': {
        status: 400,
        body: {
          code: 'Invalid',
          message: 'Wrong captcha! Try again.',
          fields: { captcha: 'Wrong captcha! Try again.' },
        },
      },
    });
    const { user } = renderRoute('/sendQuery');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send query' }));
    expect(await screen.findByText('Wrong captcha! Try again.')).toBeVisible();
    await waitFor(() => expect(callsTo(api, '/auth/captcha')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Query sent' })).toBeNull();
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha Verma');
  });

  it('says so when the query could not be sent', async () => {
    mockApi({
      ...captchaAnswers,
      '/content/queries': {
        status: 503,
        body: { code: 'MailUnavailable', message: 'Your query could not be sent just now.' },
      },
    });
    const { user } = renderRoute('/sendQuery');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send query' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your query could not be sent just now.',
    );
  });

  it('links to the FAQ', async () => {
    mockApi(captchaAnswers);
    renderRoute('/sendQuery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Send a query' })).toBeVisible();
    const intro = screen.getByText((_, element) =>
      Boolean(element?.tagName === 'P' && element.textContent?.includes('may already have the')),
    );
    expect(within(intro).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });
});
