import type { Organization } from '../../shared/api/auth-operations';

/** Key shapes of the organizations table (see lambdas/data/tables.ts). */
export const organizationNamePk = 'ORG';
export const organizationCodePk = 'ORGCODE';
/** One item per word of each organization's name and code, so a search finds words anywhere. */
export const organizationWordPk = 'ORGWORD';
/** Names and codes are kept upper-cased, so a prefix search ignores case. */
export const searchForm = (text: string) => text.trim().toUpperCase();
/** The words of a text as a search reads them: upper-cased runs of letters and digits. */
export const searchWords = (text: string): string[] =>
  searchForm(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
export const organizationNameKey = (name: string) => ({
  pk: organizationNamePk,
  sk: searchForm(name),
});
export const organizationCodeKey = (code: string) => ({
  pk: organizationCodePk,
  sk: searchForm(code),
});

/**
 * The words an organization is found by: each word of its name, its code, and the code's
 * number ('DLR1002' is also found as '1002').
 */
export function organizationWords(organization: Organization): string[] {
  const code = searchForm(organization.code);
  const number = /\d+$/.exec(code)?.[0];
  return [...new Set([...searchWords(organization.name), code, ...(number ? [number] : [])])];
}

export const organizationWordKey = (word: string, code: string) => ({
  pk: organizationWordPk,
  sk: `${word}#${searchForm(code)}`,
});
