import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ApplicationItem } from '../../../../shared/api/applications-operations';
import { applicationsAreaKey } from '../../lib/applications/applications-query';
import { errorMessage } from '../../lib/error-message';
import {
  runSandboxKey,
  SandboxKeyFailure,
  type SandboxKeyRequest,
  type SandboxKeyResult,
} from './run-sandbox-key';

export type SandboxKeyFlow =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'failed'; message: string }
  | { status: 'done'; result: SandboxKeyResult };

/**
 * The dialog's run of `runSandboxKey`, kept in component state rather than react-query's mutation
 * cache: the key's value is gone once the dialog closes. `created` is the application a failed
 * run made, so a retry subscribes it instead of creating another. Afterwards the applications
 * area's queries go stale, as after the subscribe dialog (the 'Subscribed with' note, the
 * try-out's subscriptions).
 */
export function useSandboxKeyFlow() {
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<SandboxKeyFlow>({ status: 'idle' });
  const [created, setCreated] = useState<ApplicationItem>();

  const run = useCallback(
    async (request: SandboxKeyRequest): Promise<SandboxKeyResult | undefined> => {
      setFlow({ status: 'pending' });
      try {
        const result = await runSandboxKey(request);
        setFlow({ status: 'done', result });
        return result;
      } catch (error) {
        if (error instanceof SandboxKeyFailure && error.created) setCreated(error.created);
        setFlow({
          status: 'failed',
          message: error instanceof SandboxKeyFailure ? error.message : errorMessage(error),
        });
        return undefined;
      } finally {
        void queryClient.invalidateQueries({ queryKey: applicationsAreaKey });
      }
    },
    [queryClient],
  );
  return { flow, created, run };
}
