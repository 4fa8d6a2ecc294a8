import { normaliseEmail } from '../users/user-keys';

interface UserTriggerEvent {
  userName: string;
  request: { userAttributes?: Record<string, string> };
}

/**
 * The e-mail a trigger's user signs in with, lower-cased: the `email` attribute (the pool uses
 * e-mail as user name, so `userName` is usually the sub), else a `userName` that is an e-mail.
 */
export function emailOfTriggerUser(event: UserTriggerEvent): string | undefined {
  const attribute = event.request.userAttributes?.email;
  if (attribute) return normaliseEmail(attribute);
  return event.userName.includes('@') ? normaliseEmail(event.userName) : undefined;
}

/** `j***@example.com`: enough for the user to recognise the address, not to read it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
