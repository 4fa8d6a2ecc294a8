import { useQuery } from '@tanstack/react-query';
import { getServiceDetail } from '../../../../../shared/api/catalogue-operations';
import {
  getTryOutToken,
  tryOut,
  type TryOutBody,
  type TryOutResponse,
} from '../../../../../shared/api/docs-operations';
import type { ClientCredentialsInput } from '../../../../../shared/schemas/client-credentials-schema';
import type { ServiceDoc } from '../../../../../shared/docs/doc-model';
import { callOperation } from '../../../lib/api-client';

/** Client credentials → an access token for the maker's token-checked APIs. */
export async function requestTryOutToken(body: ClientCredentialsInput): Promise<string> {
  return (await callOperation(getTryOutToken, { body })).token;
}

/** One call relayed by the portal API to the product API. */
export function sendTryOut(body: TryOutBody, signal?: AbortSignal): Promise<TryOutResponse> {
  return callOperation(tryOut, { body, signal });
}

// The caller's sandbox subscriptions to one service: the catalogue asks the same question.
export { useSandboxSubscriptions } from '../../../lib/applications/api-keys-query';

/**
 * The product API's id: the documentation's own, or (a document built without it) the
 * catalogue's service detail, asked only then; `failed` when that question failed.
 */
export function useProductApi(doc: ServiceDoc): { apiId: string | undefined; failed: boolean } {
  const fromCatalogue = useQuery({
    queryKey: ['catalogue', 'service', doc.category, doc.service],
    queryFn: ({ signal }) =>
      callOperation(getServiceDetail, {
        params: { category: doc.category, service: doc.service },
        signal,
      }),
    enabled: !doc.apiId,
  });
  return {
    apiId: doc.apiId || fromCatalogue.data?.service.apiId || undefined,
    failed: !doc.apiId && fromCatalogue.isError,
  };
}

export function useProductApiId(doc: ServiceDoc): string | undefined {
  return useProductApi(doc).apiId;
}
