import { describe, expect, it } from 'vitest';
import { deepDecode, redirectFor, rewriteHashBang } from './route-hygiene';

const at = (pathname: string, search = '', hash = '') => redirectFor({ pathname, search, hash });

describe('route hygiene', () => {
  it.each([
    '/',
    '/apis/category',
    '/apis/services/Parking%20Management',
    '/apis/servicesdetail/Customer/vehicle-status',
    '/blog/whats-new-in-v2',
    '/blog/TypeScript%20SDK%20released',
    '/404',
  ])('lets %s through', (path) => {
    expect(at(path)).toBeNull();
  });

  it.each([
    ['angle brackets', '/<script>alert(1)</script>'],
    ['encoded angle brackets', '/%3Cscript%3Ealert(1)%3C/script%3E'],
    ['lower-case encoding', '/apis/%3cimg%20src=x%3e'],
    ['double encoding', '/%253Cimg%2520src%253Dx%253E'],
    ['javascript: URL', '/blog/javascript:alert(1)'],
    ['upper-case script', '/apis/SCRIPT'],
    ['event handler', '/apis/services/x%20onerror=alert(1)'],
    ['html entity', '/apis/&lt;svg&gt;'],
    ['malformed encoding', '/apis/%E0%A4%A'],
  ])('sends a path with %s to /404', (_case, path) => {
    expect(at(path)).toBe('/404');
  });

  it('sends a fragment with a script payload to /404', () => {
    expect(at('/', '', '#<img src=x onerror=alert(1)>')).toBe('/404');
    expect(at('/faq', '', '#javascript:alert(document.cookie)')).toBe('/404');
    expect(at('/faq', '', '#%3Cscript%3E')).toBe('/404');
  });

  it('keeps ordinary fragments and queries', () => {
    expect(at('/faq', '', '#usage-plans')).toBeNull();
    expect(at('/documents', '?sop=customer-authentication.pdf')).toBeNull();
    expect(at('/documents', '?category=Parking+Management')).toBeNull();
  });

  it('sends a query with markup to /404', () => {
    expect(at('/documents', '?sop=%3Cscript%3Ealert(1)%3C/script%3E')).toBe('/404');
  });

  it('rewrites old #! URLs to normal paths', () => {
    expect(at('/', '', '#!/faq')).toBe('/faq');
    expect(at('/', '', '#!apis/category')).toBe('/apis/category');
    expect(at('/', '', '#!/documents?sop=guide.pdf')).toBe('/documents?sop=guide.pdf');
    expect(rewriteHashBang('#section')).toBeNull();
  });

  it('sends an old #! URL with a script payload to /404', () => {
    expect(at('/', '', '#!/%3Cscript%3E')).toBe('/404');
    expect(at('/', '', '#!/faq?x=javascript:alert(1)')).toBe('/404');
  });

  it('decodes repeatedly and reports bad encoding', () => {
    expect(deepDecode('%25253C')).toBe('<');
    expect(deepDecode('%E0%A4%A')).toBeNull();
  });
});
