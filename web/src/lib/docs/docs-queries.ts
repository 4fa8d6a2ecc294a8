import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocsOverlay, getServiceDoc } from '../../../../shared/api/catalogue-operations';
import { serviceDocPath, type ServiceDoc } from '../../../../shared/docs/doc-model';
import { callOperation } from '../api-client';
import { DocsLoadError, fetchStatic, isRecord, staticIndexQuery } from './static-docs';
import {
  isOverlayDoc,
  mergeDocsIndex,
  withheldOperations,
  withOverlay,
  type DocsOverlay,
} from './docs-overlay';
import { versionToCompare, withComparison } from './version-comparison';

export { DocsLoadError };

function isServiceDoc(value: unknown): value is ServiceDoc {
  return (
    isRecord(value) &&
    typeof value.service === 'string' &&
    typeof value.version === 'string' &&
    Array.isArray(value.versions) &&
    Array.isArray(value.operations) &&
    value.operations.every(
      (operation) =>
        isRecord(operation) &&
        typeof operation.name === 'string' &&
        typeof operation.path === 'string' &&
        Array.isArray(operation.parameters) &&
        Array.isArray(operation.responses),
    )
  );
}

/**
 * The runtime overlay (admin uploads, unpublished services); null when the portal API cannot
 * answer, so the page falls back to the static docs rather than break.
 */
export const docsOverlayQuery = () =>
  queryOptions({
    queryKey: ['docs', 'overlay'],
    queryFn: async ({ signal }): Promise<DocsOverlay | null> => {
      try {
        return await callOperation(getDocsOverlay, { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        return null;
      }
    },
    retry: false,
  });

/** The build's index with the overlay merged over it, and the operations it withholds. */
export const docsIndexQuery = () =>
  queryOptions({
    queryKey: ['docs', 'index'],
    queryFn: async ({ client }) => {
      const [staticIndex, overlay] = await Promise.all([
        client.fetchQuery(staticIndexQuery()),
        client.fetchQuery(docsOverlayQuery()),
      ]);
      return {
        ...mergeDocsIndex(staticIndex, overlay),
        withheld: withheldOperations(staticIndex, overlay),
      };
    },
  });

/** One version's doc as written: from the portal API when the overlay has it, else the build's file. */
const writtenDocQuery = (service: string, version: string) =>
  queryOptions({
    queryKey: ['docs', 'written', service, version],
    queryFn: async ({ client, signal }) => {
      const overlay = await client.fetchQuery(docsOverlayQuery());
      return isOverlayDoc(overlay, service, version)
        ? await callOperation(getServiceDoc, { params: { service, version }, signal })
        : await fetchStatic(serviceDocPath(service, version), isServiceDoc, signal);
    },
  });

/**
 * One version's doc as the portal knows it now (the overlay's versions and statuses), with what
 * changed from the version before it, compared here when the doc's own comparison cannot hold.
 */
export const serviceDocQuery = (service: string, version: string) =>
  queryOptions({
    queryKey: ['docs', 'service', service, version],
    queryFn: async ({ client }) => {
      const overlay = await client.fetchQuery(docsOverlayQuery());
      const doc = withOverlay(await client.fetchQuery(writtenDocQuery(service, version)), overlay);
      const compareWith = versionToCompare(doc, overlay);
      if (!compareWith) return doc;
      try {
        return withComparison(doc, await client.fetchQuery(writtenDocQuery(service, compareWith)));
      } catch {
        // The previous version cannot be read: its documentation still shows, without a comparison.
        return doc;
      }
    },
  });

export function useDocsIndex() {
  return useQuery(docsIndexQuery());
}

export function useServiceDoc(service: string, version: string, enabled: boolean) {
  return useQuery({ ...serviceDocQuery(service, version), enabled });
}
