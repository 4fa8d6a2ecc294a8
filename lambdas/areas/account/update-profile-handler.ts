import { updateProfile } from '../../../shared/api/account-operations';
import { handleOperation } from '../../lib/operation-handler';
import { updateExistingUser } from '../../users/user-repository';
import { toProfile } from './to-sign-in-status';

/** Names and mobile number only: e-mail and organization are not the user's to change. */
export const updateProfileHandler = handleOperation(updateProfile, async ({ caller, body }) => {
  const record = await updateExistingUser(caller.email, {
    firstName: body.firstName,
    lastName: body.lastName,
    mobileNumber: body.mobileNumber,
  });
  return toProfile(record);
});
