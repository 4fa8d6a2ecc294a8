import { useState } from 'react';
import type { AdminUser } from '../../../../../shared/api/admin-accounts-operations';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useUserDecision, type UserDecisionKind } from '../api/accounts-queries';
import { UserDecisionDialog } from './user-decision-dialog';

/**
 * Asks before a decision on an account, then makes it: a toast says what the server did (or
 * why it refused); the lists refresh.
 */
export function useDecisionFlow() {
  const decision = useUserDecision();
  const [asked, setAsked] = useState<{ kind: UserDecisionKind; user: AdminUser }>();
  const ask = (kind: UserDecisionKind, user: AdminUser) => setAsked({ kind, user });
  const dialog = asked ? (
    <UserDecisionDialog
      kind={asked.kind}
      email={asked.user.userEmailId}
      pending={decision.isPending}
      onCancel={() => setAsked(undefined)}
      onConfirm={() =>
        decision.mutate(
          { kind: asked.kind, email: asked.user.userEmailId },
          {
            onSuccess: (answer) => {
              setAsked(undefined);
              showSuccess(`${asked.user.userEmailId}: ${answer.message}`);
            },
            onError: (error) => {
              setAsked(undefined);
              showError(errorMessage(error));
            },
          },
        )
      }
    />
  ) : null;
  return { ask, dialog };
}
