/**
 * `tsx infra/catalogue/docs/write-docs.ts <dir>`: writes the catalogue's documentation as static
 * JSON into <dir> (`npm run build` gives web/public/catalogue-docs, which vite copies to
 * web/dist). Exits non-zero with the reason when the catalogue cannot be documented.
 */
import { writeDocFiles } from './write-doc-files';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx infra/catalogue/docs/write-docs.ts <output folder>');
  process.exit(2);
}
try {
  const written = writeDocFiles(dir);
  console.log(
    `catalogue docs: ${written.files} files, ${Math.round(written.bytes / 1024)} KB in ` +
      `${written.dir} (${written.ms.toFixed(0)} ms)`,
  );
} catch (error) {
  console.error(`catalogue docs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
