import type { HarRequest } from 'httpsnippet-lite';
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

/**
 * What snippets show instead of secrets: the snippet tabs never hold the real key or token (only
 * 'Copy curl with my key' puts them in, on the clipboard).
 */
export const keyPlaceholder = '<your key>';
export const tokenPlaceholder = 'Bearer <token>';

/** The product API's base URL for the stage; AWS's default host when the site names none. */
export function productBaseUrl(
  template: string | undefined,
  region: string,
  apiId: string,
  stage: string,
): string {
  const pattern = template ?? `https://{apiId}.execute-api.${region}.amazonaws.com/{stage}`;
  return pattern.replaceAll('{apiId}', apiId).replaceAll('{stage}', stage).replace(/\/+$/, '');
}

/**
 * The request as the user filled it, as a HAR request for the snippet generator: `apiKey` as
 * the x-api-key (else the placeholder), and `values.token`, if any, as the bearer token.
 */
export function snippetRequest(
  baseUrl: string,
  operation: DocOperation,
  values: TryOutValues,
  apiKey: string = keyPlaceholder,
): HarRequest {
  const query = paramsIn(operation, values.params, 'query');
  const headers = [
    ...Object.entries(paramsIn(operation, values.params, 'header')).map(([name, value]) => ({
      name,
      value,
    })),
    { name: 'x-api-key', value: apiKey },
  ];
  const token = values.token.trim();
  if (usesToken(operation)) {
    headers.push({ name: 'Authorization', value: token ? `Bearer ${token}` : tokenPlaceholder });
  }

  const request: HarRequest = {
    method: operation.method,
    url: baseUrl + concretePath(operation, values.params, true),
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: Object.entries(query).map(([name, value]) => ({ name, value })),
    headersSize: -1,
    bodySize: -1,
  };
  if (!hasBody(operation) || !operation.requestBody) return request;

  if (isMultipart(operation)) {
    const { files, text } = multipartFields(operation);
    request.postData = {
      mimeType: 'multipart/form-data',
      params: [
        ...files.map((field, index) => {
          const file = values.files[index]?.item(0);
          return {
            name: field.name,
            fileName: file?.name ?? `${field.name}.bin`,
            contentType: file?.type || 'application/octet-stream',
          };
        }),
        ...text
          .map((field, index) => ({ name: field.name, value: values.fields[index] ?? '' }))
          .filter((param) => param.value !== ''),
      ],
    };
  } else if (values.body.trim() !== '') {
    const contentType = operation.requestBody.contentType;
    headers.push({ name: 'content-type', value: contentType });
    request.postData = { mimeType: contentType, text: values.body };
  }
  return request;
}
