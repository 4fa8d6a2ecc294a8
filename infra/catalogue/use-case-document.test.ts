import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueDir, loadCatalogue } from './read-catalogue';

/** The use-case PDFs named by services are served by the site from web/public/documents. */
const documentsDir = join(catalogueDir, '..', '..', 'web', 'public', 'documents');
const documents = loadCatalogue()
  .categories.flatMap((c) => c.services)
  .flatMap((s) => (s.useCaseDocument ? [s.useCaseDocument] : []));

describe('use-case documents', () => {
  it('names at least one document', () => {
    expect(documents).toContain('customer-authentication-use-case.pdf');
  });

  it.each(documents)('%s exists and is a well-formed PDF', (name) => {
    const file = join(documentsDir, name);
    expect(existsSync(file)).toBe(true);
    const pdf = readFileSync(file).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);

    // startxref points at the cross-reference table, and each entry at its object.
    const start = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf)?.[1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const table = /^xref\s+0 (\d+)\s+([\s\S]*?)trailer/.exec(pdf.slice(start));
    const count = Number(table?.[1]);
    const entries = (table?.[2] ?? '').trim().split(/\r?\n/);
    expect(entries).toHaveLength(count);
    entries.slice(1).forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`), `object ${i + 1}`).toBe(true);
    });
    expect(pdf).toMatch(/\/Type \/Catalog/);
    expect(pdf).toMatch(/\/Type \/Page\b/);
  });

  it('titles the Customer Authentication use case', () => {
    const pdf = readFileSync(join(documentsDir, 'customer-authentication-use-case.pdf')).toString(
      'latin1',
    );
    // The page heading (WinAnsi \227 is the em dash) and the document title (UTF-16BE).
    expect(pdf).toContain('(Customer Authentication \\227 use case) Tj');
    const title = Buffer.from('Customer Authentication — use case', 'utf16le')
      .swap16()
      .toString('hex')
      .toUpperCase();
    expect(pdf).toContain(`/Title <FEFF${title}>`);
    expect(pdf).toContain('/v1/otp/register/send');
  });
});
