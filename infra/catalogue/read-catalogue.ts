import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueSource, ServiceSource } from './catalogue-source';
import { CatalogueError } from '../../shared/openapi/catalogue-error';
import { mergeVersions, type VersionFile } from './merge-versions';
import { parseCategories, parseServiceMetadata } from './parse-metadata';
import { parseOpenApi } from '../../shared/openapi/parse-openapi';
import { toResources } from '../../shared/openapi/to-resources';

/** The folder this module lives in: categories.json and services/<slug>/ sit beside it. */
export const catalogueDir = dirname(fileURLToPath(import.meta.url));

const versionFile = /^openapi-(v(\d+))\.json$/;
const cache = new Map<string, CatalogueSource>();

/**
 * The maker's APIs as authored under `dir`: categories.json plus services/<slug>/service.json and
 * openapi-v<n>.json. Categories come sorted by name, each with its services sorted by apiName.
 * Read once per folder and cached; the result is deeply frozen because every caller shares it.
 * Throws a CatalogueError naming the file on any malformed input.
 */
export function loadCatalogue(dir: string = catalogueDir): CatalogueSource {
  const key = resolve(dir);
  const cached = cache.get(key);
  if (cached) return cached;
  const catalogue = deepFreeze(readCatalogue(key));
  cache.set(key, catalogue);
  return catalogue;
}

function readCatalogue(dir: string): CatalogueSource {
  const categoriesFile = join(dir, 'categories.json');
  const categories = parseCategories(readJson(categoriesFile), categoriesFile);
  const byName = new Map(categories.map((c) => [c.name, [] as ServiceSource[]]));
  const operationFile = new Map<string, string>();

  const servicesDir = join(dir, 'services');
  for (const folder of listDirectories(servicesDir)) {
    const service = readService(join(servicesDir, folder), folder);
    const list = byName.get(service.category);
    if (!list) {
      throw new CatalogueError(
        join(servicesDir, folder, 'service.json'),
        `category ${JSON.stringify(service.category)} is not in categories.json`,
      );
    }
    for (const resource of service.resources) {
      const file = join(servicesDir, folder, `openapi-${resource.version}.json`);
      const earlier = operationFile.get(resource.name);
      if (earlier) {
        throw new CatalogueError(file, `operationId ${resource.name} is also used in ${earlier}`);
      }
      operationFile.set(resource.name, file);
    }
    list.push(service);
  }

  return {
    categories: categories
      .map((category) => ({
        ...category,
        services: (byName.get(category.name) ?? []).sort((a, b) => compare(a.apiName, b.apiName)),
      }))
      .sort((a, b) => compare(a.name, b.name)),
  };
}

function readService(folderPath: string, folder: string): ServiceSource {
  const metadataFile = join(folderPath, 'service.json');
  const metadata = parseServiceMetadata(readJson(metadataFile), metadataFile, folder);

  const files: VersionFile[] = [];
  for (const name of readdirSync(folderPath)) {
    const match = versionFile.exec(name);
    if (!match) {
      if (name.startsWith('openapi')) {
        throw new CatalogueError(
          join(folderPath, name),
          'version files are named openapi-v<n>.json',
        );
      }
      continue;
    }
    const file = join(folderPath, name);
    const version = match[1] as string;
    files.push({ version, file, doc: parseOpenApi(readJson(file), file, version) });
  }
  if (files.length === 0) throw new CatalogueError(folderPath, 'no openapi-v<n>.json file');
  files.sort((a, b) => versionNumber(a.version) - versionNumber(b.version));

  return {
    ...metadata,
    versions: files.map((f) => f.version),
    openapi: mergeVersions(files),
    resources: files.flatMap((f) => toResources(f.doc, f.version)),
  };
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CatalogueError(file, `cannot be read (${(error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CatalogueError(file, `is not valid JSON (${(error as Error).message})`);
  }
}

function listDirectories(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    throw new CatalogueError(dir, `cannot be read (${(error as Error).message})`);
  }
}

function versionNumber(version: string): number {
  return Number(version.slice(1));
}

function compare(a: string, b: string): number {
  return a.localeCompare(b, 'en');
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
