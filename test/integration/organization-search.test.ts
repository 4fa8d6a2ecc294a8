import { describe, expect, it } from 'vitest';
import { cloudPortal } from '../support/cloud-portal';

interface Found {
  items: { name: string; code: string }[];
}

async function search(text: string): Promise<string[]> {
  const url = new URL('/organizations', cloudPortal().apiUrl);
  url.searchParams.set('search', text);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return ((await response.json()) as Found).items.map((item) => item.name);
}

describe('the registration form’s organization search', () => {
  it('finds a word anywhere in the name, from 3 characters, in any case', async () => {
    expect(await search('Motors')).toEqual([
      'Deccan Wheels Motors',
      'Ganga Motors Lucknow',
      'Narmada Motors Indore',
    ]);
    expect(await search('wor')).toEqual(['Konkan Car World']);
    expect(await search('auto fin')).toEqual(['Coromandel Auto Finance Ltd']);
  });

  it('finds by code and by the code’s number', async () => {
    expect(await search('fin2002')).toEqual(['Shakti Vehicle Loans']);
    expect(await search('3003')).toEqual(['Vahan Logistics Solutions']);
  });

  it('finds nothing for letters inside a word', async () => {
    expect(await search('otors')).toEqual([]);
  });
});
