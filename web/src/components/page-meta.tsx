/** The 1200×630 card shown when a page is shared (web/public). */
export const socialCardPath = '/social-card.png';

interface PageMetaProps {
  /** The whole title, e.g. 'Contact us · Marque'. */
  title: string;
  /** One or two sentences for search results and shared links. */
  description: string;
  /** Open Graph type: 'article' for a documentation page, else 'website'. */
  type?: 'website' | 'article';
  /** Signed-in and admin pages: kept out of search results (robots.txt also disallows them). */
  noIndex?: boolean;
}

/**
 * A page's title, description and sharing tags (Open Graph, Twitter card). React 19 hoists
 * <title> and <meta> into <head> wherever they render, and removes them with the page.
 */
export function PageMeta({ title, description, type = 'website', noIndex = false }: PageMetaProps) {
  // The address bar, not the router's location: a router hook here re-renders every page on
  // each navigation, which held up pages that change their own search parameters.
  const { origin, pathname } = window.location;
  const url = `${origin}${pathname}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content="Marque API Marketplace" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}${socialCardPath}`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta
        property="og:image:alt"
        content="Marque API Marketplace: the connected-car APIs of Marque"
      />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
