import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta';

const meta = (selector: string) =>
  document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');

describe('PageMeta', () => {
  it('puts the title, description and sharing tags of the page in <head>', () => {
    render(
      <MemoryRouter initialEntries={['/contactus']}>
        <PageMeta title="Contact us · Marque" description="Write to the API teams." />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Contact us · Marque');
    expect(meta('name="description"')).toBe('Write to the API teams.');
    expect(meta('property="og:title"')).toBe('Contact us · Marque');
    expect(meta('property="og:description"')).toBe('Write to the API teams.');
    expect(meta('property="og:type"')).toBe('website');
    expect(meta('property="og:url"')).toBe(`${window.location.origin}/contactus`);
    expect(meta('property="og:image"')).toBe(`${window.location.origin}/social-card.png`);
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('name="robots"')).toBeUndefined();
  });

  it('keeps private pages out of search results', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <PageMeta title="My Dashboard · Marque" description="Your calls." noIndex />
      </MemoryRouter>,
    );
    expect(meta('name="robots"')).toBe('noindex');
  });
});
