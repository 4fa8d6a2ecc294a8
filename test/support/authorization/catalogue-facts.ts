import { portalApi } from '../subscribed-partner';

/** What the matrix needs of the developer's General service: its ids, a version, an API. */
export interface CatalogueFacts {
  category: string;
  service: string;
  apiId: string;
  version: string;
  /** An API's operationId (admin: set its status). */
  apiName: string;
  /** The concrete path of one of its GET APIs (try-out). */
  getPath: string;
  /** A published blog post's slug, or a slug no post has. */
  blogSlug: string;
}

export async function catalogueFacts(service: string, token: string): Promise<CatalogueFacts> {
  const category = 'General';
  const detail = await portalApi<{
    service: { apiId: string; versions: string[] };
    apis: { name: string; method: string; path: string }[];
  }>('GET', `/catalogue/categories/${category}/services/${service}`, token);
  const getApi = detail.body.apis.find((api) => api.method === 'GET');
  if (!getApi) throw new Error(`${service} has no GET API`);
  const blog = await portalApi<{ items: { slug?: string }[] }>('GET', '/content/blog', token);
  return {
    category,
    service,
    apiId: detail.body.service.apiId,
    version: detail.body.service.versions[0] ?? 'v1',
    apiName: getApi.name,
    getPath: getApi.path.replace(/\{[^}]+\}/g, 'TEST1234'),
    blogSlug: blog.body.items.find((item) => item.slug)?.slug ?? 'no-such-post',
  };
}
