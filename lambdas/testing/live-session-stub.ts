import { vi } from 'vitest';

/**
 * The unit project's setup: every user and admin route reads the caller's session record (and
 * an admin's, for the role as it is now), and the handler tests mock DynamoDB per file for what
 * their handler reads; here the session is live and the role the token's. The checks themselves
 * are tested in lambdas/lib/live-session.test.ts and role-as-now.test.ts (which unmock them)
 * and end to end in test/integration/authorization-matrix.test.ts.
 */
vi.mock('../lib/live-session', async (importActual) => ({
  ...(await importActual<typeof import('../lib/live-session')>()),
  requireLiveSession: vi.fn(async () => undefined),
}));

vi.mock('../lib/role-as-now', async (importActual) => ({
  ...(await importActual<typeof import('../lib/role-as-now')>()),
  withRoleAsNow: vi.fn(async (caller: unknown) => caller),
}));
