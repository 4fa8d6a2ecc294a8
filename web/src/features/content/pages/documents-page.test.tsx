import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { someDocuments } from '../videos/testing/media-fixtures';

afterEach(() => vi.unstubAllGlobals());

const frame = () => document.querySelector('iframe');

describe('/documents', () => {
  it('lists every document: category guides grouped by category, then the SOPs', async () => {
    mockApi({ '/content/document': { items: someDocuments } });
    renderRoute('/documents');
    const categories = await screen.findByRole('region', { name: 'Category documents' });
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    expect(
      within(categories)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Customer', 'Parking Management']);
    const customer = within(categories).getByRole('list', { name: 'Customer documents' });
    expect(within(customer).getAllByRole('link')).toHaveLength(2);
    expect(
      within(customer).getByRole('link', { name: /Customer APIs: partner guide/ }),
    ).toHaveAttribute('href', '/documents?category=Customer&file=customer-apis-guide.pdf');
    const sops = screen.getByRole('list', { name: 'Standard operating procedures' });
    expect(within(sops).getByRole('link', { name: /Partner onboarding SOP/ })).toHaveAttribute(
      'href',
      '/documents?sop=onboarding-sop.pdf',
    );
    expect(frame()).toBeNull();
  });

  it('shows an SOP in the page with a download link and a fallback', async () => {
    mockApi({ '/content/document': { items: someDocuments } });
    renderRoute('/documents?sop=production-access-sop.pdf');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Production access SOP' }),
    ).toBeVisible();
    expect(document.title).toBe('Production access SOP · Marque');
    expect(screen.getByTitle('Production access SOP (PDF)')).toHaveAttribute(
      'src',
      '/documents/production-access-sop.pdf',
    );
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', '/documents/production-access-sop.pdf');
    expect(download).toHaveAttribute('download');
    expect(screen.getByText(/Document not showing\?/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'All documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });

  it('shows a category’s first document with its other documents, and switches between them', async () => {
    mockApi({ '/content/document': { items: someDocuments } });
    const { user } = renderRoute('/documents?category=customer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer documents' }),
    ).toBeVisible();
    expect(frame()).toHaveAttribute('src', '/documents/customer-authentication-use-case.pdf');
    const others = screen.getByRole('list', { name: 'Documents of Customer' });
    expect(within(others).getAllByRole('link')).toHaveLength(2);
    await user.click(within(others).getByRole('link', { name: /partner guide/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Customer APIs: partner guide' }),
    ).toBeVisible();
    expect(frame()).toHaveAttribute('src', '/documents/customer-apis-guide.pdf');
    expect(within(others).getByRole('link', { name: /partner guide/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each([
    ['an unknown SOP', '/documents?sop=no-such.pdf', 'no-such.pdf'],
    ['an unknown category', '/documents?category=Aviation', 'Aviation'],
    ['an unknown file of a category', '/documents?category=Customer&file=old.pdf', 'old.pdf'],
  ])('says Document not found for %s, with a way back', async (_case, path, asked) => {
    mockApi({ '/content/document': { items: someDocuments } });
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Document not found' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        `There is no document called “${asked}”. It may have been moved or removed.`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
    expect(frame()).toBeNull();
  });

  it('shows a document hosted elsewhere as a link, not in a frame', async () => {
    mockApi({
      '/content/document': {
        items: [
          {
            ...someDocuments[3]!,
            fileName: 'partner-handbook.pdf',
            url: 'https://files.example/partner-handbook.pdf',
          },
        ],
      },
    });
    renderRoute('/documents?sop=partner-handbook.pdf');
    await screen.findByRole('heading', { level: 1, name: 'Partner onboarding SOP' });
    expect(
      await screen.findByRole('link', { name: /^Open in a new tab ?\(PDF\)$/ }),
    ).toHaveAttribute('href', 'https://files.example/partner-handbook.pdf');
    expect(frame()).toBeNull();
  });

  it('shows loading, an error with retry, and an empty state', async () => {
    let answer: unknown = { status: 500, body: { message: 'down' } };
    mockApi({ '/content/document': () => answer });
    const { user } = renderRoute('/documents');
    expect(await screen.findByText('Loading the documents…')).toBeVisible();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The documents could not be loaded. Please try again.');
    answer = { items: [] };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeVisible();
  });
});
