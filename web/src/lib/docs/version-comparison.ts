import type { ServiceDoc } from '../../../../shared/docs/doc-model';
import { diffVersions } from '../../../../shared/openapi/docs/diff-versions';
import { isOverlayDoc, type DocsOverlay } from './docs-overlay';

/** The version before `version` in `versions` (ascending); undefined for the first. */
export function previousVersion(versions: readonly string[], version: string): string | undefined {
  const at = versions.indexOf(version);
  return at > 0 ? versions[at - 1] : undefined;
}

/**
 * The version `doc` is to be compared with on the page, or undefined when its own `changes`
 * hold: the build compares static versions with each other, but an upload is compared only
 * with an uploaded previous version (the portal API cannot read the static docs), and either
 * side may have been uploaded or replaced since.
 */
export function versionToCompare(doc: ServiceDoc, overlay: DocsOverlay | null): string | undefined {
  const previous = previousVersion(doc.versions, doc.version);
  if (!previous) return undefined;
  const uploaded =
    isOverlayDoc(overlay, doc.service, doc.version) || isOverlayDoc(overlay, doc.service, previous);
  return uploaded || doc.changes?.from !== previous ? previous : undefined;
}

/** `doc` with what changed from `previous`, the version before it. */
export function withComparison(doc: ServiceDoc, previous: ServiceDoc): ServiceDoc {
  return { ...doc, changes: diffVersions(previous, doc) };
}
