/** The query parameter that opens Admin → Accounts on one account (its e-mail in the search). */
export const accountSearchParam = 'email';

/** Admin → Accounts open on one account: `/admin/accounts?email=<address>`. */
export function adminAccountPath(email: string): string {
  return `/admin/accounts?${new URLSearchParams({ [accountSearchParam]: email }).toString()}`;
}
