import type { SubscriptionItem } from '../../../../../../shared/api/applications-operations';
import { tryOutLimits, type TryOutBody } from '../../../../../../shared/api/docs-operations';
import type { DocOperation } from '../../../../../../shared/docs/doc-model';
import {
  concretePath,
  hasBody,
  isMultipart,
  multipartFields,
  paramsIn,
  usesToken,
  type TryOutValues,
} from './try-out-values';

/** A body the relay would refuse, said before sending. */
export class TryOutInputError extends Error {}

export interface EncodedBody {
  body: string;
  contentType: string;
}

/**
 * A multipart upload as the relay carries it: the browser's own encoding (`new Response` of a
 * FormData gives the bytes and the boundary), base64 for the JSON envelope.
 */
export async function encodeMultipart(formData: FormData): Promise<EncodedBody> {
  const response = new Response(formData);
  const contentType = response.headers.get('content-type') ?? 'multipart/form-data';
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > tryOutLimits.maxBodyBytes) {
    throw new TryOutInputError(
      `The upload is too large: at most ${Math.floor(tryOutLimits.maxBodyBytes / 1000)} kB`,
    );
  }
  return { body: toBase64(bytes), contentType };
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode under the engine's argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

function multipartFormData(operation: DocOperation, values: TryOutValues): FormData {
  const { files, text } = multipartFields(operation);
  const formData = new FormData();
  text.forEach((field, index) => {
    const value = values.fields[index] ?? '';
    if (value !== '') formData.append(field.name, value);
  });
  files.forEach((field, index) => {
    const file = values.files[index]?.item(0);
    if (file) formData.append(field.name, file, file.name);
  });
  return formData;
}

function jsonBody(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  try {
    JSON.parse(text);
  } catch {
    throw new TryOutInputError('The request body is not valid JSON');
  }
  return text;
}

/** The body check sending makes before the relay (a JSON body must parse), for other uses. */
export function checkJsonBody(operation: DocOperation, values: TryOutValues): void {
  if (hasBody(operation) && operation.requestBody && !isMultipart(operation)) jsonBody(values.body);
}

export interface TryOutTarget {
  apiId: string;
  operation: DocOperation;
  subscription?: SubscriptionItem;
}

/** The relay's request for what the form holds. */
export async function buildTryOutBody(
  { apiId, operation, subscription }: TryOutTarget,
  values: TryOutValues,
): Promise<TryOutBody> {
  const request: TryOutBody = {
    apiId,
    stage: 'sandbox',
    method: operation.method,
    path: concretePath(operation, values.params),
    query: paramsIn(operation, values.params, 'query'),
    headers: paramsIn(operation, values.params, 'header'),
  };
  if (hasBody(operation) && operation.requestBody) {
    if (isMultipart(operation)) {
      const encoded = await encodeMultipart(multipartFormData(operation, values));
      request.body = encoded.body;
      request.bodyEncoding = 'base64';
      request.contentType = encoded.contentType;
    } else {
      const body = jsonBody(values.body);
      if (body !== undefined) {
        request.body = body;
        request.bodyEncoding = 'text';
        request.contentType = operation.requestBody.contentType;
      }
    }
  }
  if (subscription) {
    const { applicationId, service, stage } = subscription;
    request.subscription = { applicationId, service, stage };
  }
  const token = values.token.trim();
  if (usesToken(operation) && token !== '') request.token = token;
  return request;
}
