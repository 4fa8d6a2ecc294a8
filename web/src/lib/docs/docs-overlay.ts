import type * as z from 'zod';
import type { getDocsOverlay } from '../../../../shared/api/catalogue-operations';
import type { DocsIndex, ServiceDoc } from '../../../../shared/docs/doc-model';

/** What changed in the docs since the build: admin uploads and unpublished services. */
export type DocsOverlay = z.output<typeof getDocsOverlay.response>;

/**
 * The static index as the portal serves it now: an unpublished service's operations go, a
 * version the overlay documents is replaced by the overlay's operations of that version.
 */
export function mergeDocsIndex(staticIndex: DocsIndex, overlay: DocsOverlay | null): DocsIndex {
  if (!overlay) return staticIndex;
  const unpublished = new Set(overlay.unpublished);
  const replaced = new Set(overlay.documents.map((d) => versionKey(d.service, d.version)));
  const operations: DocsIndex['operations'] = {};
  for (const [name, entry] of Object.entries(staticIndex.operations)) {
    if (unpublished.has(entry.service)) continue;
    if (replaced.has(versionKey(entry.service, entry.version))) continue;
    operations[name] = entry;
  }
  for (const [name, entry] of Object.entries(overlay.operations)) {
    if (!unpublished.has(entry.service)) operations[name] = entry;
  }
  return { operations };
}

/**
 * The build's operations of the services an admin unpublished: they exist, but their
 * documentation is not for this visitor ('Please contact admin for the API's documentation.').
 */
export function withheldOperations(
  staticIndex: DocsIndex,
  overlay: DocsOverlay | null,
): DocsIndex['operations'] {
  const unpublished = new Set(overlay?.unpublished);
  const withheld: DocsIndex['operations'] = {};
  for (const [name, entry] of Object.entries(staticIndex.operations)) {
    if (unpublished.has(entry.service)) withheld[name] = entry;
  }
  return withheld;
}

/** Whether the service's version is read from the portal API rather than the static file. */
export function isOverlayDoc(overlay: DocsOverlay | null, service: string, version: string) {
  return overlay?.documents.some((d) => d.service === service && d.version === version) ?? false;
}

/**
 * The doc as the portal knows it now: the service's version list (new versions included) and
 * each operation's status as an admin set it since the build.
 */
export function withOverlay(doc: ServiceDoc, overlay: DocsOverlay | null): ServiceDoc {
  if (!overlay) return doc;
  const versions = Object.hasOwn(overlay.versions, doc.service)
    ? overlay.versions[doc.service]
    : undefined;
  const changed = doc.operations.some(
    (operation) =>
      Object.hasOwn(overlay.statuses, operation.name) &&
      overlay.statuses[operation.name] !== operation.apiStatus,
  );
  if (!versions && !changed) return doc;
  return {
    ...doc,
    versions: versions ?? doc.versions,
    operations: changed
      ? doc.operations.map((operation) =>
          Object.hasOwn(overlay.statuses, operation.name)
            ? { ...operation, apiStatus: overlay.statuses[operation.name] ?? operation.apiStatus }
            : operation,
        )
      : doc.operations,
  };
}

const versionKey = (service: string, version: string) => `${service}\u0000${version}`;
