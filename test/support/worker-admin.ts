import { inject } from 'vitest';
import type { AdminAccount } from './worker-admins';

/**
 * The admin of the vitest worker running this file. Vitest numbers the workers that run at one
 * time from 1 (VITEST_POOL_ID), and global-setup.ts made an admin for each number, so no two
 * files running side by side sign in as one admin (the portal keeps one session per user).
 */
export function workerAdmin(): AdminAccount {
  const admins = inject('workerAdmins');
  const pool = process.env.VITEST_POOL_ID;
  const admin = admins[Number(pool) - 1];
  if (!admin) {
    throw new Error(`No admin for VITEST_POOL_ID ${pool}: global-setup.ts made ${admins.length}`);
  }
  return admin;
}
