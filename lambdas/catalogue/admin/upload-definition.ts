import { buildDocsIndex } from '../../../shared/openapi/docs/docs-index';
import {
  checkDefinition,
  DefinitionError,
  type TakenOperations,
} from '../../../shared/openapi/validate-definition';
import { Invalid } from '../../lib/errors';
import { listCategories, listServices } from '../catalogue-repository';
import type { ServiceItem } from '../service-item';
import { addAliases } from './add-aliases';
import { commitServiceChange } from './commit-service-change';
import {
  definitionItems,
  getStoredDoc,
  itemBytes,
  maxItemBytes,
  type StoredDefinition,
} from './definition-store';
import { followInSearch, type Decision } from './catalogue-decisions';
import { loadService } from './load-service';
import { getOverride } from './override-store';
import { withUploadedVersion } from './service-changes';
import { tellSubscribers } from './tell-subscribers';
import { toUploadedServiceDoc } from './uploaded-service-doc';

export const tooLargeOnceBuiltMessage =
  'The definition is too large once its documentation is built; split the service or trim its examples';

/** Every operationId of the catalogue but those of the version being replaced, with where it is. */
async function takenOperations(service: string, version: string): Promise<TakenOperations> {
  const taken = new Map<string, string>();
  for (const category of await listCategories()) {
    for (const item of await listServices(category.name)) {
      for (const resource of item.resources) {
        if (item.service === service && resource.version === version) continue;
        taken.set(resource.name, `${item.service} ${resource.version}`);
      }
    }
  }
  return taken;
}

function check(text: string, version: string, taken: TakenOperations) {
  try {
    return checkDefinition(text, version, taken);
  } catch (error) {
    if (error instanceof DefinitionError) {
      throw new Invalid(error.message, { definition: error.message });
    }
    throw error;
  }
}

async function previousDoc(after: ServiceItem, version: string) {
  const previous = after.versions[after.versions.indexOf(version) - 1];
  if (!previous || !after.uploadedVersions?.includes(previous)) return undefined;
  return (await getStoredDoc(after.service, previous))?.doc;
}

/**
 * Replaces a version's definition or adds the version: checked as the build checks the
 * catalogue (a refusal changes nothing), then the service, the stored definition with its docs
 * and the audit entry in one transaction; search follows, and a new version's subscribers are
 * told. The product API on the gateway is not changed (see the contract).
 */
export async function uploadDefinition(
  category: string,
  service: string,
  version: string,
  text: string,
  actor: string,
  portalOrigin: string,
  now: Date = new Date(),
): Promise<Decision & { added: boolean }> {
  const before = await loadService(category, service);
  const { doc, resources } = check(text, version, await takenOperations(service, version));
  const added = !before.versions.includes(version);
  const after = withUploadedVersion(before, { version, resources });
  const override = await getOverride(category, service);
  const uploadedNames = new Set(resources.map((resource) => resource.name));
  override.statuses = Object.fromEntries(
    Object.entries(override.statuses).filter(([name]) => !uploadedNames.has(name)),
  );
  override.uploadedVersions = after.uploadedVersions ?? [version];
  const serviceDoc = toUploadedServiceDoc(after, version, doc, await previousDoc(after, version));
  const definition: StoredDefinition = {
    category,
    service,
    version,
    definition: text,
    doc: serviceDoc,
    resources,
    operations: buildDocsIndex([serviceDoc]).operations,
    uploadedBy: actor,
    uploadedAt: now.toISOString(),
  };
  if (definitionItems(definition).some((item) => itemBytes(item) > maxItemBytes)) {
    throw new Invalid(tooLargeOnceBuiltMessage, { definition: tooLargeOnceBuiltMessage });
  }
  const committed = await commitServiceChange(
    {
      before,
      after,
      override,
      definition,
      audit: {
        actor,
        action: added ? 'service.addVersion' : 'service.replaceVersion',
        target: `service:${category}/${service}`,
        before: { versions: before.versions },
        after: { versions: after.versions, version, operations: [...uploadedNames] },
      },
    },
    now,
  );
  await followInSearch(before, committed);
  await addAliases(category, resources);
  if (added) {
    await tellSubscribers(
      { kind: 'newVersion', category, service, apiName: before.apiName, version },
      actor,
      portalOrigin,
    );
  }
  return { changed: true, added, service: committed };
}
