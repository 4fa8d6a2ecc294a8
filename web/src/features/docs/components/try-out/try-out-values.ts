import { tokenCheckFor } from '../../../../../../shared/openapi/token-check';
import type { DocField, DocOperation, DocParameter } from '../../../../../../shared/docs/doc-model';

/** What the try-out form holds; parameters and multipart fields by their index in the lists. */
export interface TryOutValues {
  params: string[];
  /** The JSON body as typed. */
  body: string;
  /** Multipart text fields, by index in `multipartFields(...).text`. */
  fields: string[];
  /** Multipart file fields, by index in `multipartFields(...).files`. */
  files: (FileList | null)[];
  /** The chosen subscription's id (`subscriptionValue`), or ''. */
  subscription: string;
  token: string;
}

export const multipartContentType = 'multipart/form-data';

export function isMultipart(operation: DocOperation): boolean {
  return operation.requestBody?.contentType.startsWith(multipartContentType) ?? false;
}

/** The body's fields split into file inputs (format binary) and text inputs. */
export function multipartFields(operation: DocOperation): { files: DocField[]; text: DocField[] } {
  const fields = operation.requestBody?.fields ?? [];
  const isFile = (field: DocField) => field.format === 'binary' || field.type === 'file';
  const files = fields.filter(isFile);
  const text = fields.filter((field) => !isFile(field) && !field.name.includes('.'));
  // A multipart body documented without its fields still uploads one file.
  if (files.length === 0) {
    files.push({
      name: 'file',
      type: 'string',
      format: 'binary',
      required: operation.requestBody?.required ?? false,
    });
  }
  return { files, text };
}

export function prettyExample(example: unknown): string {
  if (example === undefined) return '';
  return typeof example === 'string' ? example : JSON.stringify(example, null, 2);
}

export function initialValues(operation: DocOperation): TryOutValues {
  const multipart = isMultipart(operation) ? multipartFields(operation) : { files: [], text: [] };
  return {
    params: operation.parameters.map(() => ''),
    body: isMultipart(operation) ? '' : prettyExample(operation.requestBody?.example),
    fields: multipart.text.map(() => ''),
    files: multipart.files.map(() => null),
    subscription: '',
    token: '',
  };
}

/** The operation's example request: its documented examples in every parameter it has one for. */
export function exampleValues(operation: DocOperation): TryOutValues {
  return {
    ...initialValues(operation),
    params: operation.parameters.map((parameter) =>
      parameter.example === undefined ? '' : String(parameter.example),
    ),
  };
}

/** `/v2/models/{modelCode}` with each path parameter filled in, URL-encoded. */
export function concretePath(
  operation: DocOperation,
  params: readonly string[],
  keepEmpty = false,
): string {
  return operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const index = operation.parameters.findIndex((p) => p.in === 'path' && p.name === name);
    const value = index >= 0 ? (params[index] ?? '') : '';
    if (value === '' && keepEmpty) return whole;
    return encodeURIComponent(value);
  });
}

/** The filled-in parameters of one location (`query` or `header`), empty ones left out. */
export function paramsIn(
  operation: DocOperation,
  params: readonly string[],
  where: DocParameter['in'],
): Record<string, string> {
  const result: Record<string, string> = {};
  operation.parameters.forEach((parameter, index) => {
    const value = params[index]?.trim() ?? '';
    if (parameter.in === where && value !== '') result[parameter.name] = value;
  });
  return result;
}

/** Whether the operation sends the body the form edits. */
export function hasBody(operation: DocOperation): boolean {
  return operation.requestBody !== undefined && operation.method !== 'GET';
}

/** Whether the form offers an access token (operations the gateway checks a token on). */
export function usesToken(operation: DocOperation): boolean {
  return tokenCheckFor(operation.authorizerType) !== 'none';
}

/** Whether the token is a customer's (customer sign-in), not one of Generate token. */
export function usesCustomerToken(operation: DocOperation): boolean {
  return tokenCheckFor(operation.authorizerType) === 'customer-token';
}
