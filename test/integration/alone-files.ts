/**
 * The integration files that read or change what every other file sees, so none may run beside
 * them: vitest.config.ts runs them in 'integration-alone', one at a time, after the parallel
 * 'integration' project, on the same cloud. Every other file keeps to its own users and records
 * and signs in as its worker's admin (test/support/worker-admin.ts).
 */
export const integrationAloneFiles = [
  // Snapshots every table and the user pool around each bad input and asserts nothing changed.
  'test/integration/bad-input.test.ts',
  // Lowers the account's key and certificate quotas and CreateApiKey's throttle for a moment.
  'test/integration/quota-refusals.test.ts',
  // Its preview counts the subscribers of the service every file subscribes to, then sends.
  'test/integration/notifications.test.ts',
  // Unpublishes a service and re-seeds the whole catalogue and its search index.
  'test/integration/admin-catalogue.test.ts',
  // Sweeps every rotated key whose overlap ends within a day (others hold keys in theirs).
  'test/integration/key-rotation.test.ts',
  // Sweeps every client secret rotated before its own and counts what the sweep removed.
  'test/integration/client-credentials.test.ts',
  // Arms a control-plane fault on the usage plan every file subscribes its keys in.
  'test/integration/applications.test.ts',
  // About the seeded admin itself: whose audit is empty, who asked for no access.
  'test/integration/admin-accounts.test.ts',
  'test/integration/category-access.test.ts',
];
