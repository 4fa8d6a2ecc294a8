import type { Category } from '../../shared/domain/catalogue';
import type { ServiceSource } from './catalogue-source';
import { CatalogueError } from '../../shared/openapi/catalogue-error';
import { isRecord } from '../../shared/openapi/is-record';

/** What service.json holds: a ServiceSource without what the OpenAPI files give. */
export type ServiceMetadata = Omit<ServiceSource, 'versions' | 'openapi' | 'resources'>;

const categoryStrings = ['name', 'description', 'icon', 'redirectLink'] as const;
const categoryFlags = [
  'sdkRequired',
  'authorizationDisabled',
  'subscribable',
  'requestAccess',
] as const;

/** Checks categories.json: an array of categories with every field, names unique. */
export function parseCategories(raw: unknown, file: string): Category[] {
  if (!Array.isArray(raw)) throw new CatalogueError(file, 'not a JSON array of categories');
  const seen = new Set<string>();
  return raw.map((entry: unknown, i): Category => {
    const at = `category #${i + 1}`;
    if (!isRecord(entry)) throw new CatalogueError(file, `${at} is not an object`);
    for (const field of categoryStrings) {
      if (typeof entry[field] !== 'string' || (entry[field] as string).trim() === '') {
        throw new CatalogueError(file, `${at}: ${field} must be a non-empty string`);
      }
    }
    for (const field of categoryFlags) {
      if (typeof entry[field] !== 'boolean') {
        throw new CatalogueError(file, `${at}: ${field} must be true or false`);
      }
    }
    const name = entry.name as string;
    if (seen.has(name)) throw new CatalogueError(file, `category ${name} is listed twice`);
    seen.add(name);
    return {
      name,
      description: entry.description as string,
      icon: entry.icon as string,
      redirectLink: entry.redirectLink as string,
      sdkRequired: entry.sdkRequired as boolean,
      authorizationDisabled: entry.authorizationDisabled as boolean,
      subscribable: entry.subscribable as boolean,
      requestAccess: entry.requestAccess as boolean,
    };
  });
}

/** Checks a service.json; its `service` must be the folder's name. */
export function parseServiceMetadata(raw: unknown, file: string, folder: string): ServiceMetadata {
  const fail = (detail: string): never => {
    throw new CatalogueError(file, detail);
  };
  if (!isRecord(raw)) return fail('not a JSON object');
  if (raw.service !== folder) fail(`service must be the folder name ${JSON.stringify(folder)}`);
  for (const field of ['apiName', 'description', 'category', 'customPath'] as const) {
    if (typeof raw[field] !== 'string' || (raw[field] as string).trim() === '') {
      fail(`${field} must be a non-empty string`);
    }
  }
  if (!(raw.customPath as string).startsWith('/')) fail('customPath must start with /');
  if (typeof raw.disableAuth !== 'boolean') fail('disableAuth must be true or false');
  const doc = raw.useCaseDocument;
  if (doc !== undefined && (typeof doc !== 'string' || !/^[\w.-]+\.pdf$/.test(doc))) {
    fail('useCaseDocument must be the file name of a PDF');
  }
  return {
    service: folder,
    apiName: raw.apiName as string,
    description: raw.description as string,
    category: raw.category as string,
    customPath: raw.customPath as string,
    disableAuth: raw.disableAuth as boolean,
    ...(doc === undefined ? {} : { useCaseDocument: doc as string }),
  };
}
