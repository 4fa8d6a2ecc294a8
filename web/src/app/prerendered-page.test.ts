import { describe, expect, it } from 'vitest';
import {
  prerenderedPageElementId,
  readPrerenderedPage,
  serializePrerenderedPage,
  type PrerenderedPage,
} from './prerendered-page';

const page: PrerenderedPage = {
  path: '/contactus',
  router: { loaderData: { '0-0': null }, actionData: null, errors: null },
  queries: { mutations: [], queries: [] },
};

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = prerenderedPageElementId;
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

const at = (href: string) => new URL(href) as unknown as Location;

describe('readPrerenderedPage', () => {
  it("reads the build's data for the path it was rendered for", () => {
    const doc = documentWith(serializePrerenderedPage(page));
    expect(readPrerenderedPage(doc, at('https://site/contactus'))).toEqual(page);
    expect(readPrerenderedPage(doc, at('https://site/contactus/'))).toEqual(page);
  });

  it('renders from scratch on another path, with a query string, or without data', () => {
    const doc = documentWith(serializePrerenderedPage(page));
    expect(readPrerenderedPage(doc, at('https://site/myProfile'))).toBeNull();
    expect(readPrerenderedPage(doc, at('https://site/contactus?tab=2'))).toBeNull();
    expect(readPrerenderedPage(documentWith(null), at('https://site/contactus'))).toBeNull();
    expect(readPrerenderedPage(documentWith('{not json'), at('https://site/contactus'))).toBeNull();
  });

  it('escapes < so page text can never close the data element', () => {
    const json = serializePrerenderedPage({ ...page, path: '/</script><b>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({ path: '/</script><b>' });
  });
});
