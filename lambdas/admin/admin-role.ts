import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { userGroups } from '../../shared/user-groups';
import { cognito } from '../clients/cognito-client';
import { isCognitoError } from '../clients/cognito-errors';
import { Conflict, NotFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { userPoolId } from '../lib/settings';
import { normaliseEmail } from '../users/user-keys';
import { getUser } from '../users/user-repository';
import { adminRoleDecision, holdsAdmin } from './account-decisions';
import { decideOnUser, type DecisionOutcome } from './user-decisions';

export const selfDemotionMessage = 'You cannot remove your own admin role';

async function addToGroup(email: string, group: string): Promise<void> {
  await cognito().send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId(), Username: email, GroupName: group }),
  );
}

async function removeFromGroup(email: string, group: string): Promise<void> {
  await cognito().send(
    new AdminRemoveUserFromGroupCommand({
      UserPoolId: userPoolId(),
      Username: email,
      GroupName: group,
    }),
  );
}

/** The Cognito side of the role: the `admin` group (and `common-user` for a former admin). */
async function applyGroups(email: string, admin: boolean): Promise<void> {
  try {
    if (admin) {
      await addToGroup(email, userGroups.admin);
    } else {
      await addToGroup(email, userGroups.commonUser);
      await removeFromGroup(email, userGroups.admin);
    }
  } catch (error) {
    if (isCognitoError(error, 'UserNotFoundException')) throw new NotFound('User not found');
    throw error;
  }
}

/**
 * Grants or removes the admin role: the Cognito group first (the role the tokens carry), then
 * the record's status with its audit entry in one transaction; if that transaction fails the
 * group change is undone. An admin may not remove their own role (409).
 */
export async function setAdminRole(
  email: string,
  admin: boolean,
  actor: string,
  now: Date = new Date(),
): Promise<DecisionOutcome> {
  const target = normaliseEmail(email);
  if (!admin && target === normaliseEmail(actor)) throw new Conflict(selfDemotionMessage);
  const record = await getUser(target);
  if (!record) throw new NotFound('User not found');
  if (holdsAdmin(record) === admin) return { record, changed: false };

  await applyGroups(target, admin);
  try {
    return await decideOnUser(target, actor, adminRoleDecision(admin), now);
  } catch (error) {
    try {
      if (admin) await removeFromGroup(target, userGroups.admin);
      else await addToGroup(target, userGroups.admin);
    } catch (undo) {
      logger.error('Could not undo an admin group change', {
        email: target,
        error: undo instanceof Error ? undo.name : String(undo),
      });
    }
    throw error;
  }
}
