import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta';

const meta = (selector: string) =>
  document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');

afterEach(() => window.history.pushState(null, '', '/'));

describe('PageMeta', () => {
  it('puts the title, description and sharing tags of the page in <head>', () => {
    window.history.pushState(null, '', '/contactus');
    render(<PageMeta title="Contact us · Marque" description="Write to the API teams." />);
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
    render(<PageMeta title="My Dashboard · Marque" description="Your calls." noIndex />);
    expect(meta('name="robots"')).toBe('noindex');
  });
});
