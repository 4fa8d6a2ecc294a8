import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const post = (slug: string, title: string, publishedAt: string, tags: string[], body = 'Text') => ({
  kind: 'blog',
  id: `id-${slug}`,
  createdAt: publishedAt,
  updatedAt: publishedAt,
  updatedBy: 'seed',
  title,
  slug,
  summary: `Summary of ${title}`,
  body,
  author: 'Marque API team',
  publishedAt,
  tags,
  status: 'published',
});
const newer = post(
  'customer-auth-is-live',
  'Customer Authentication is live',
  '2026-06-02T09:00:00.000Z',
  ['customer', 'authentication'],
);
const older = post('rotate-keys', 'Rotate your keys', '2026-05-12T09:00:00.000Z', ['security']);

describe('/blogs', () => {
  it('shows published posts as cards: title link, date, author, summary, tags', async () => {
    mockApi({ '/content/blog': { items: [newer, older] } });
    renderRoute('/blogs');
    const list = await screen.findByRole('list', { name: 'Posts' });
    const cards = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Customer Authentication is live',
      'Rotate your keys',
    ]);
    const first = cards[0]!;
    expect(
      within(first).getByRole('link', { name: 'Customer Authentication is live' }),
    ).toHaveAttribute('href', '/blog/customer-auth-is-live');
    expect(within(first).getByText('2 June 2026')).toHaveAttribute('datetime', newer.publishedAt);
    expect(within(first).getByText('Marque API team')).toBeVisible();
    expect(within(first).getByText('Summary of Customer Authentication is live')).toBeVisible();
    expect(
      within(within(first).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['customer', 'authentication']);
  });

  it('filters the posts by a tag, kept in the URL', async () => {
    mockApi({ '/content/blog': { items: [newer, older] } });
    const { user, router } = renderRoute('/blogs');
    const filter = await screen.findByRole('group', { name: 'Filter by tag' });
    await user.click(within(filter).getByRole('button', { name: 'security' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Customer Authentication is live' })).toBeNull(),
    );
    expect(router.state.location.search).toBe('?tag=security');
    expect(within(filter).getByRole('button', { name: 'security' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Rotate your keys' })).toBeVisible();
    await user.click(within(filter).getByRole('button', { name: 'All posts' }));
    expect(
      await screen.findByRole('link', { name: 'Customer Authentication is live' }),
    ).toBeVisible();
  });

  it('says when there are no posts, and when they cannot load', async () => {
    mockApi({ '/content/blog': { items: [] } });
    const view = renderRoute('/blogs');
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeVisible();
    view.unmount();
    mockApi({ '/content/blog': { status: 500, body: { code: 'x', message: 'down' } } });
    renderRoute('/blogs');
    expect(await screen.findByRole('alert')).toHaveTextContent('The posts could not be loaded.');
  });
});

describe('/blog/:blogTitle', () => {
  it('renders the post’s Markdown, sanitised, with a way back', async () => {
    const body =
      '## One-time passwords\n\nSign customers in.\n\n- Subscribe in sandbox\n- Run the flow\n\n' +
      '<img src="x" onerror="alert(1)" alt="pic"><script>alert(2)</script>[bad](javascript:alert(3))';
    mockApi({ '/content/blog/customer-auth-is-live': { item: { ...newer, body } } });
    renderRoute('/blog/customer-auth-is-live');
    const article = await screen.findByRole('article', { name: 'Customer Authentication is live' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Customer Authentication is live',
    );
    expect(
      within(article).getByRole('heading', { level: 2, name: 'One-time passwords' }),
    ).toBeVisible();
    expect(within(article).getByText('Subscribe in sandbox').tagName).toBe('LI');
    expect(within(article).getByText('2 June 2026')).toBeVisible();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('bad')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Back to What’s new' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    await waitFor(() =>
      expect(document.title).toBe('Customer Authentication is live · What’s new · Marque'),
    );
  });

  it('shows "Post not found" for an unknown slug, with a link to the posts', async () => {
    mockApi({
      '/content/blog/nope': { status: 404, body: { code: 'NotFound', message: 'No such post' } },
    });
    renderRoute('/blog/nope');
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blogs');
  });

  it('does not ask the server for an address that cannot be a slug', async () => {
    const api = mockApi({});
    renderRoute('/blog/Not%20A%20Slug');
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeVisible();
    expect(pageCalls(api).filter((url) => url.pathname.startsWith('/content/'))).toEqual([]);
  });

  it('offers to try again when the post cannot load', async () => {
    let calls = 0;
    mockApi({
      '/content/blog/rotate-keys': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { code: 'x', message: 'down' } }
          : { item: older };
      },
    });
    const { user } = renderRoute('/blog/rotate-keys');
    await user.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rotate your keys' }),
    ).toBeVisible();
  });
});
