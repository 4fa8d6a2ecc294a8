/**
 * `tsx infra/catalogue/sdk/write-sdks.ts <dir>`: writes the catalogue's downloads (OpenAPI files,
 * Postman collections, TypeScript SDK zips and index.json) into <dir> (`npm run build` gives
 * web/public/downloads, which vite copies to web/dist). Exits non-zero with the reason on failure.
 */
import { writeDownloadFiles } from './write-download-files';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx infra/catalogue/sdk/write-sdks.ts <output folder>');
  process.exit(2);
}
try {
  const written = await writeDownloadFiles(dir);
  console.log(
    `catalogue downloads: ${written.files} files, ${Math.round(written.bytes / 1024)} KB in ` +
      `${written.dir} (${written.ms.toFixed(0)} ms)`,
  );
} catch (error) {
  console.error(`catalogue downloads: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
