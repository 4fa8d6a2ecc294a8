import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Account {
  email: string;
  password: string;
}

/**
 * The accounts of one Playwright worker, made by worker-users.setup.ts before any journey: each
 * worker signs in as its own users, so the one-session rule never makes a test wait for, or fail
 * on, another test's session.
 */
export interface WorkerUsers {
  /** An active account with the admin role, every guided tour done. */
  admin: Account;
  /** An active partner whose access to the Customer category an admin approved, tours done. */
  developer: Account;
}

/** Where the setup project writes the users of every worker (the e2e portal's data folder). */
export const workerUsersFile = resolve('.local-data/e2e/worker-users.json');

let cached: WorkerUsers[] | undefined;

/** The users of the worker this runs in (Playwright's parallel index: 0 … workers − 1). */
export function workerUsers(): WorkerUsers {
  if (!cached) {
    if (!existsSync(workerUsersFile)) {
      throw new Error(
        `${workerUsersFile} is missing: run the journeys with their setup project (npx playwright test)`,
      );
    }
    cached = JSON.parse(readFileSync(workerUsersFile, 'utf8')) as WorkerUsers[];
  }
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const users = cached[index];
  if (!users) throw new Error(`No users were made for worker ${index}`);
  return users;
}
