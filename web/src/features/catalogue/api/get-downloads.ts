import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The build's static downloads (`/downloads/index.json`, written by infra/catalogue/sdk/; web
 * may not import infra, so the shape is repeated here): per category, service and version the
 * files that exist, with their sizes.
 */
export type DownloadKind = 'openapi' | 'postman' | 'typescript-sdk';

export interface DownloadFile {
  kind: DownloadKind;
  /** Relative to /downloads/. */
  path: string;
  bytes: number;
}

export interface DownloadsIndex {
  categories: Record<string, { services: Record<string, Record<string, DownloadFile[]>> }>;
}

export const downloadsBasePath = '/downloads';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDownloadsIndex(value: unknown): value is DownloadsIndex {
  return isRecord(value) && isRecord(value.categories);
}

function isDownloadFile(value: unknown): value is DownloadFile {
  return (
    isRecord(value) &&
    typeof value.kind === 'string' &&
    typeof value.path === 'string' &&
    typeof value.bytes === 'number'
  );
}

/**
 * The index, or null when the site has none: a missing file comes back from CloudFront as the
 * SPA's index.html, so anything that is not the index means "no downloads", never an error.
 */
export async function getDownloadsIndex(signal?: AbortSignal): Promise<DownloadsIndex | null> {
  const response = await fetch(new URL(`${downloadsBasePath}/index.json`, window.location.origin), {
    signal,
  });
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  return isDownloadsIndex(body) ? body : null;
}

export const downloadsIndexQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'downloads'],
    queryFn: ({ signal }) => getDownloadsIndex(signal),
    // Written once per build.
    staleTime: Infinity,
  });

/** The files of one service version ([] when the index has no entry). */
export function downloadsOf(
  index: DownloadsIndex | null | undefined,
  category: string,
  service: string,
  version: string,
): DownloadFile[] {
  const files = index?.categories[category]?.services[service]?.[version];
  return Array.isArray(files) ? files.filter(isDownloadFile) : [];
}

export function useDownloadsIndex() {
  return useQuery(downloadsIndexQuery());
}
