/** Key shapes of the users table (see lambdas/data/tables.ts): one partition per user. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const userPk = (email: string) => `USER#${normaliseEmail(email)}`;
export const profileKey = (email: string) => ({ pk: userPk(email), sk: 'PROFILE' });
/** The users table's sparse indexes (see lambdas/data/tables.ts), set on PROFILE items only. */
export const userIndexes = { directory: 'byDirectory', organization: 'byOrganization' } as const;
export const directoryPk = 'USER';
export const organizationPk = (organization: string) => `ORG#${organization.trim().toUpperCase()}`;
/** The index attributes every written PROFILE item carries, so admins can list accounts. */
export const profileIndexKeys = (email: string, organization: string) => ({
  dirPk: directoryPk,
  dirSk: normaliseEmail(email),
  orgPk: organizationPk(organization),
  orgSk: normaliseEmail(email),
});
export const sessionKey = (email: string) => ({ pk: userPk(email), sk: 'SESSION' });
/** Sign-in attempts on an e-mail with no account (see attempts-without-account.ts). */
export const attemptsKey = (email: string) => ({ pk: userPk(email), sk: 'ATTEMPTS' });
export const accessRequestPrefix = 'ACCESS#';
export const accessRequestKey = (email: string, category: string) => ({
  pk: userPk(email),
  sk: `${accessRequestPrefix}${category}`,
});
export const feedbackPrefix = 'FEEDBACK#';
export const feedbackKey = (email: string, at: string) => ({
  pk: userPk(email),
  sk: `${feedbackPrefix}${at}`,
});
