/** The Cognito groups (spec §6): the admin role comes from `admin`; everyone else is `common-user`. */
export const userGroups = { admin: 'admin', commonUser: 'common-user' } as const;
export type UserGroup = (typeof userGroups)[keyof typeof userGroups];
