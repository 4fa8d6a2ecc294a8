import { tryOut } from '../../../shared/api/docs-operations';
import { handleOperation } from '../../lib/operation-handler';
import { tryOutCall } from '../../try-out/try-out';

/** Try out (spec §4, §6, §7): one call to a catalogue API, relayed for a signed-in user. */
export const tryOutHandler = handleOperation(tryOut, async ({ body, caller }) =>
  tryOutCall(caller, body),
);
