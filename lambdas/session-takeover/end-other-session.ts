import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { userTarget } from '../admin/user-decisions';
import { auditPut } from '../audit/audit-entry';
import { cognito } from '../clients/cognito-client';
import { isCognitoError } from '../clients/cognito-errors';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';
import { userPoolId } from '../lib/settings';
import { getSession, isLive } from '../users/session-repository';
import { sessionKey } from '../users/user-keys';
import { holdsTakeoverGrant, useTakeoverGrant } from './takeover-grants';

export const takeoverAuditAction = 'session.takeover';

/** What ending the other session came to: `ended` names the session that was live, if any. */
export type TakeoverResult = { kind: 'refused' } | { kind: 'done'; ended?: string };

/**
 * Ends the user's other session for the sign-in that holds the grant. The grant is checked
 * first; then every refresh token is revoked (so no old tab can refresh into the new session),
 * and the grant is spent, the session record deleted and the audit entry written together: a
 * grant ends one session at most, and a session never ends unrecorded. The actor is the user.
 */
export async function endOtherSession(
  email: string,
  grant: string,
  now = new Date(),
): Promise<TakeoverResult> {
  if (!(await holdsTakeoverGrant(email, grant, now))) return { kind: 'refused' };
  try {
    await cognito().send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: email }),
    );
  } catch (error) {
    if (!isCognitoError(error, 'UserNotFoundException')) throw error;
  }
  const session = await getSession(email);
  const ended = session && isLive(session, now) ? session : undefined;
  const written = await unlessConditionFails(() =>
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          useTakeoverGrant(email, grant, now),
          { Delete: { TableName: tableName('users'), Key: sessionKey(email) } },
          auditPut(
            {
              actor: email,
              action: takeoverAuditAction,
              target: userTarget(email),
              ...(ended
                ? {
                    before: {
                      sessionStartedAt: ended.startedAt,
                      lastActiveAt: ended.lastActiveAt,
                    },
                  }
                : {}),
            },
            now,
          ),
        ],
      }),
    ),
  );
  if (!written) return { kind: 'refused' };
  return ended ? { kind: 'done', ended: ended.startedAt } : { kind: 'done' };
}
