/** Key shapes of the organizations table (see lambdas/data/tables.ts). */
export const organizationNamePk = 'ORG';
export const organizationCodePk = 'ORGCODE';
/** Names and codes are kept upper-cased, so a prefix search ignores case. */
export const searchForm = (text: string) => text.trim().toUpperCase();
export const organizationNameKey = (name: string) => ({
  pk: organizationNamePk,
  sk: searchForm(name),
});
export const organizationCodeKey = (code: string) => ({
  pk: organizationCodePk,
  sk: searchForm(code),
});
