/** Key shapes of the users table (see lambdas/data/tables.ts): one partition per user. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const userPk = (email: string) => `USER#${normaliseEmail(email)}`;
export const profileKey = (email: string) => ({ pk: userPk(email), sk: 'PROFILE' });
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
