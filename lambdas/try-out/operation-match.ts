import type { ApiResource, HttpVerb } from '../../shared/domain/catalogue';

/** Path segments without the empty ones a leading or trailing slash leaves. */
function segmentsOf(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Whether every segment of a concrete path decodes and none is `.` or `..`: URL parsing would
 * resolve those (also as %2e), which could take the request out of its API's base path.
 */
export function isPlainPath(path: string): boolean {
  return segmentsOf(path).every((part) => {
    const value = decode(part);
    return value !== undefined && value !== '.' && value !== '..';
  });
}

/** Whether a concrete path falls under a template (`/v1/vehicles/{vin}/status`). */
function covers(template: string, path: string): { literals: number } | undefined {
  const wanted = segmentsOf(template);
  const parts = segmentsOf(path);
  if (wanted.length !== parts.length) return undefined;
  let literals = 0;
  for (const [i, segment] of wanted.entries()) {
    const value = decode(parts[i] ?? '');
    if (value === undefined || value === '') return undefined;
    if (/^\{[^}]+\}$/.test(segment)) continue;
    if (value !== segment) return undefined;
    literals += 1;
  }
  return { literals };
}

/**
 * The API of a service that answers `method` on a concrete path, as API Gateway routes it: a
 * `{param}` segment takes any one non-empty segment, and where several templates match, the one
 * with more literal segments wins. Undefined when none does (or the path is not plain).
 */
export function matchResource(
  resources: readonly ApiResource[],
  method: HttpVerb,
  path: string,
): ApiResource | undefined {
  if (!isPlainPath(path)) return undefined;
  let best: { resource: ApiResource; literals: number } | undefined;
  for (const resource of resources) {
    if (resource.method !== method) continue;
    const match = covers(resource.path, path);
    if (match && (!best || match.literals > best.literals)) {
      best = { resource, literals: match.literals };
    }
  }
  return best?.resource;
}
