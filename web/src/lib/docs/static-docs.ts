import { queryOptions } from '@tanstack/react-query';
import { docsIndexPath, type DocsIndex } from '../../../../shared/docs/doc-model';

/** A static document that is missing or not the shape the page reads. */
export class DocsLoadError extends Error {
  constructor(
    readonly path: string,
    readonly status: number | null,
  ) {
    super(status === null ? `${path} is not a documentation file` : `${path} answered ${status}`);
    this.name = 'DocsLoadError';
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Light checks only: the generator owns the shape; these keep a bad file an error, not a crash.
function isDocsIndex(value: unknown): value is DocsIndex {
  return (
    isRecord(value) &&
    isRecord(value.operations) &&
    Object.values(value.operations).every(
      (entry) =>
        isRecord(entry) && typeof entry.service === 'string' && typeof entry.version === 'string',
    )
  );
}

export async function fetchStatic<T>(
  path: string,
  isValid: (value: unknown) => value is T,
  signal?: AbortSignal,
): Promise<T> {
  // Same-origin static files, resolved against the site (not the portal API).
  const response = await fetch(new URL(path, window.location.origin), { signal });
  if (!response.ok) throw new DocsLoadError(path, response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new DocsLoadError(path, null);
  }
  if (!isValid(body)) throw new DocsLoadError(path, null);
  return body;
}

/** The build's docs index alone: light enough for a page that only links into the docs. */
export const staticIndexQuery = () =>
  queryOptions({
    queryKey: ['docs', 'static', 'index'],
    queryFn: ({ signal }) => fetchStatic(docsIndexPath, isDocsIndex, signal),
    // Written at build time: it changes only with a new deployment.
    staleTime: Infinity,
  });
