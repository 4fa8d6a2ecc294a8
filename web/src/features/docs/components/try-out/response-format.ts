import type { TryOutResponse } from '../../../../../../shared/api/docs-operations';

/** 512 B, 1.5 KB, 2.3 MB. */
export function humanBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value >= 10 ? 0 : 1)} ${units[unit]}`;
}

export function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** The body as shown: pretty-printed when it is JSON, as it came otherwise. */
export function displayBody(response: TryOutResponse): string {
  const contentType = headerValue(response.headers, 'content-type') ?? '';
  const looksJson = /json/i.test(contentType) || /^\s*[[{]/.test(response.body);
  if (!looksJson) return response.body;
  try {
    return JSON.stringify(JSON.parse(response.body), null, 2);
  } catch {
    return response.body;
  }
}

/** A file name for a downloaded binary body, from its content type. */
export function downloadName(contentType: string | undefined): string {
  const subtype = contentType?.split(';')[0]?.split('/')[1]?.trim();
  const extension = subtype && /^[a-z0-9.+-]{1,20}$/i.test(subtype) ? subtype : 'bin';
  return `response.${extension.replace(/^.*\+/, '')}`;
}
