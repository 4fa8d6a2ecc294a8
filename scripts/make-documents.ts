import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { categoryDocuments } from './documents/category-documents';
import { writePdf } from './documents/pdf-writer';
import { sopDocuments } from './documents/sop-documents';

/**
 * Writes the category guides and SOPs the portal serves under /documents/ (committed, so the
 * build needs nothing of this): `npx tsx scripts/make-documents.ts`.
 */
const outDir = join(import.meta.dirname, '..', 'web', 'public', 'documents');

for (const doc of [...categoryDocuments, ...sopDocuments]) {
  const bytes = writePdf(doc);
  writeFileSync(join(outDir, doc.file), bytes);
  console.log(`${doc.file}: ${bytes.length} bytes`);
}
