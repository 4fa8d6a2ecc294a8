import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const meta = {
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 's',
};
const faq = (id: string, tab: string, question: string, answer: string, order = 1) => ({
  kind: 'faq',
  id,
  tab,
  question,
  answer,
  order,
  ...meta,
});
const items = [
  faq('g1', 'General', 'What is the Marque portal?', 'Where partners find our APIs.'),
  faq('g2', 'General', 'Who can use it?', 'Anyone can browse.\n\nPartners register.', 2),
  faq('u1', 'Usage Plans', 'What does Basic allow?', '100000 calls a month at 200 a second.'),
  faq('s1', 'SOPs', 'How do I rotate a key?', 'Use Rotate key on the application page.'),
];

const panel = () => screen.getByRole('tabpanel');
const questions = () =>
  within(panel())
    .queryAllByRole('button', { expanded: false })
    .concat(within(panel()).queryAllByRole('button', { expanded: true }))
    .map((button) => button.textContent);

describe('/faq', () => {
  it('shows the General tab’s questions, a count and the link to send a query', async () => {
    mockApi({ '/content/faq': { items } });
    renderRoute('/faq');
    expect(await screen.findByRole('button', { name: 'What is the Marque portal?' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('status')).toHaveTextContent('2 questions');
    expect(screen.getByRole('link', { name: 'Send us a query' })).toHaveAttribute(
      'href',
      '/sendQuery',
    );
  });

  it('opens one answer at a time, with its paragraphs', async () => {
    mockApi({ '/content/faq': { items } });
    const { user } = renderRoute('/faq');
    const first = await screen.findByRole('button', { name: 'What is the Marque portal?' });
    const second = screen.getByRole('button', { name: 'Who can use it?' });
    expect(screen.queryByText('Where partners find our APIs.')).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Who can use it?' });
    expect(within(answer).getByText('Anyone can browse.')).toBeVisible();
    expect(within(answer).getByText('Partners register.')).toBeVisible();

    await user.click(first);
    expect(screen.getByText('Where partners find our APIs.')).toBeVisible();
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Anyone can browse.')).not.toBeVisible();
  });

  it('moves between tabs with the arrow keys and keeps the tab in the URL', async () => {
    mockApi({ '/content/faq': { items } });
    const { user, router } = renderRoute('/faq');
    const general = await screen.findByRole('tab', { name: 'General' });
    await user.click(general);
    await user.keyboard('{ArrowLeft}');
    const sops = screen.getByRole('tab', { name: 'SOPs' });
    expect(sops).toHaveFocus();
    await waitFor(() => expect(sops).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).toBe('?tab=sops');
    expect(screen.getByRole('button', { name: 'How do I rotate a key?' })).toBeVisible();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the tab a link names', async () => {
    mockApi({ '/content/faq': { items } });
    renderRoute('/faq?tab=usage-plans');
    expect(await screen.findByRole('button', { name: 'What does Basic allow?' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Usage Plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(questions()).toEqual(['What does Basic allow?']);
  });

  it('searches questions and answers of the tab, with a count and an empty state', async () => {
    mockApi({ '/content/faq': { items } });
    const { user } = renderRoute('/faq');
    await screen.findByRole('button', { name: 'What is the Marque portal?' });
    const search = screen.getByRole('searchbox', { name: 'Search questions and answers' });

    await user.type(search, 'browse');
    expect(questions()).toEqual(['Who can use it?']);
    expect(within(panel()).getByRole('status')).toHaveTextContent('1 question of 2 match “browse”');

    await user.clear(search);
    await user.type(search, 'rotate');
    expect(
      screen.getByRole('heading', { name: 'No answers in General match “rotate”' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'SOPs (1)' }));
    expect(await screen.findByRole('button', { name: 'How do I rotate a key?' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.click(await screen.findByRole('button', { name: 'Clear the search' }));
    expect(search).toHaveValue('');
    expect(questions()).toHaveLength(2);
  });

  it('says when the FAQ cannot load and tries again', async () => {
    let calls = 0;
    mockApi({
      '/content/faq': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { code: 'x', message: 'down' } } : { items };
      },
    });
    const { user } = renderRoute('/faq');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The FAQ could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'What is the Marque portal?' })).toBeVisible(),
    );
  });
});
