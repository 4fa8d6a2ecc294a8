import { fieldMessages } from '../../shared/schemas/field-messages';
import { Invalid } from '../lib/errors';
import { isFingerprintOf } from './password-fingerprint';
import { getUser } from './user-repository';

/**
 * Refuses `newPassword` when it is the account's current one (spec §4: 'New password cannot be
 * the same as the current password.'), as the change-password form does; Cognito cannot tell,
 * so the account's fingerprint (password-fingerprint.ts) answers. An account without one (set
 * before fingerprints were kept) is let through.
 */
export async function refuseCurrentPassword(email: string, newPassword: string): Promise<void> {
  const record = await getUser(email);
  if (await isFingerprintOf(newPassword, record?.passwordFingerprint)) {
    throw new Invalid(fieldMessages.newPasswordSameAsCurrent, {
      newPassword: fieldMessages.newPasswordSameAsCurrent,
    });
  }
}
