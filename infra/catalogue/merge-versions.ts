import { isDeepStrictEqual } from 'node:util';
import type { OpenApiDocument } from './catalogue-source';
import { CatalogueError } from '../../shared/openapi/catalogue-error';
import { isRecord } from '../../shared/openapi/is-record';

export interface VersionFile {
  version: string;
  file: string;
  doc: OpenApiDocument;
}

/**
 * One document for a service: the paths of every version (each path carries its version prefix),
 * `info` and other top-level members of the newest version, and the components of all versions.
 * A component that two versions define differently is an error: versions must name such
 * components apart (e.g. `VehicleStatusV2`), or an older version's `$ref` would change meaning.
 *
 * @param files the versions in ascending order
 */
export function mergeVersions(files: readonly VersionFile[]): OpenApiDocument {
  const newest = files[files.length - 1];
  if (!newest) throw new Error('mergeVersions needs at least one version');

  const paths: OpenApiDocument['paths'] = {};
  const pathFile = new Map<string, string>();
  const components: Record<string, Record<string, unknown>> = {};
  const componentFile = new Map<string, string>();

  for (const { file, doc } of files) {
    for (const [path, item] of Object.entries(doc.paths)) {
      const earlier = pathFile.get(path);
      if (earlier) throw new CatalogueError(file, `path ${path} is also defined in ${earlier}`);
      pathFile.set(path, file);
      paths[path] = item;
    }
    for (const [section, members] of Object.entries(doc.components ?? {})) {
      if (!isRecord(members))
        throw new CatalogueError(file, `components.${section} is not an object`);
      const merged = (components[section] ??= {});
      for (const [name, definition] of Object.entries(members)) {
        const key = `${section}/${name}`;
        if (name in merged && !isDeepStrictEqual(merged[name], definition)) {
          throw new CatalogueError(
            file,
            `components.${section}.${name} differs from its definition in ${componentFile.get(key)}; give it another name`,
          );
        }
        if (!(name in merged)) componentFile.set(key, file);
        merged[name] = definition;
      }
    }
  }

  const merged: OpenApiDocument = { ...newest.doc, info: { ...newest.doc.info }, paths };
  if (Object.keys(components).length > 0) merged.components = components;
  else delete merged.components;
  return merged;
}
