import { vi } from 'vitest';

/**
 * The unit project's setup: every user and admin route reads the caller's session record, and
 * the handler tests mock DynamoDB per file for what their handler reads; here the session is
 * live. The check itself is tested in lambdas/lib/live-session.test.ts (which unmocks it) and
 * end to end in test/integration/authorization-matrix.test.ts.
 */
vi.mock('../lib/live-session', async (importActual) => ({
  ...(await importActual<typeof import('../lib/live-session')>()),
  requireLiveSession: vi.fn(async () => undefined),
}));
