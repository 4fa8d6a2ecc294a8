/**
 * The static downloads the build writes (`/downloads/` on the site): per category a folder of
 * OpenAPI files, Postman collections and, for sdkRequired categories, TypeScript SDK zips.
 * `index.json` lists what exists so the service page offers only real files. The web app reads
 * the same shape (web/src/features/catalogue/api/get-downloads.ts keeps its own copy, because
 * web may not import infra).
 */
export const downloadKinds = ['openapi', 'postman', 'typescript-sdk'] as const;
export type DownloadKind = (typeof downloadKinds)[number];

export interface DownloadFile {
  kind: DownloadKind;
  /** Relative to the downloads folder, e.g. `customer/vehicle-status-v1.openapi.json`. */
  path: string;
  bytes: number;
}

export interface DownloadsIndex {
  /** Category name → service → version → its files. */
  categories: Record<string, { services: Record<string, Record<string, DownloadFile[]>> }>;
}

const suffix: Record<DownloadKind, string> = {
  openapi: '.openapi.json',
  postman: '.postman_collection.json',
  'typescript-sdk': '-typescript-sdk.zip',
};

/** A category's folder: its name in lower case, runs of other characters as one hyphen. */
export function categoryFolder(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function downloadPath(
  category: string,
  service: string,
  version: string,
  kind: DownloadKind,
): string {
  return `${categoryFolder(category)}/${service}-${version}${suffix[kind]}`;
}
