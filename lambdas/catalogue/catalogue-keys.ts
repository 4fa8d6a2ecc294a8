/** Key shapes of the catalogue table (see lambdas/data/tables.ts). */
export const categoryKey = (name: string) => ({ pk: 'CATEGORY', sk: name });
export const servicePk = (category: string) => `CATEGORY#${category}`;
export const serviceKey = (category: string, service: string) => ({
  pk: servicePk(category),
  sk: `SERVICE#${service}`,
});
/** Any name a visitor may use for a category: its own, a service's, an API resource's. */
export const aliasKey = (name: string) => ({ pk: 'ALIAS', sk: name.trim().toLowerCase() });
/** A product API id to its category and service. */
export const apiIdKey = (apiId: string) => ({ pk: 'APIID', sk: apiId });
/** An admin's changes to one service (lambdas/catalogue/admin/): one partition, read by the seed. */
export const overridePk = 'OVERRIDE';
export const overrideKey = (category: string, service: string) => ({
  pk: overridePk,
  sk: `${category}#${service}`,
});
/** A definition an admin uploaded for one version of a service, with its built docs. */
export const definitionKey = (service: string, version: string) => ({
  pk: `DEFINITION#${service}`,
  sk: version,
});
/** The docs built from an uploaded version (apart: each item must stay under 400 KB). */
export const docKey = (service: string, version: string) => ({
  pk: `DEFINITION#${service}`,
  sk: `${version}#DOC`,
});
