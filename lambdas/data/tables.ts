/**
 * Every DynamoDB table of the portal: the one source for the CDK tables and the local ones.
 * Handlers find a table's physical name in the environment variable `envVar`.
 */
export type KeyType = 'S' | 'N';

export interface KeyDef {
  name: string;
  type: KeyType;
}

export interface IndexDef {
  name: string;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
}

export interface TableDef {
  /** Short name, unique; the physical name is `marque-<stage>-<id>` locally, CDK's own in AWS. */
  id: string;
  envVar: string;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
  indexes: IndexDef[];
  ttlAttribute?: string;
}

export const tables = {
  /**
   * The catalogue, one table, keys:
   * - categories: pk `CATEGORY`, sk = category name (so a Query returns them sorted by name);
   * - services: pk `CATEGORY#<category>`, sk `SERVICE#<service>` (the item holds versions and APIs,
   *   with the admins' changes applied: `published`, `deployedVersions` (the seed's, on the
   *   product gateway), `uploadedVersions`, `revision` (bumped by each admin change));
   * - an admin's changes to a service (lambdas/catalogue/admin/), kept apart so a re-seed applies
   *   them again and never deletes them: pk `OVERRIDE`, sk `<category>#<service>` (`published`,
   *   `statuses` by operation name, `uploadedVersions`); an uploaded version's definition: pk
   *   `DEFINITION#<service>`, sk = version (`definition` as uploaded, gzipped binary;
   *   `resources`, `operations` (its docs index entries), `uploadedBy`, `uploadedAt`), and the
   *   ServiceDoc built from it: sk `<version>#DOC` (`doc`, gzipped binary; `category`), apart so
   *   each item stays under the 400 KB limit;
   * - aliases: pk `ALIAS`, sk = lower-cased service or API resource name, `category` attribute;
   * - product API ids: pk `APIID`, sk = RestApi id, `category` and `service` attributes;
   * - the API search index (lambdas/search/), written as a generation with the catalogue:
   *   hits pk `SEARCH#<generation>#<N|T>#<first 3 characters of a word>`, sk
   *   `<word>#<service>#<operation name>` (one per API and distinct word of its display name
   *   `N`, or of its description and category only `T`; the hit's fields as short attributes),
   *   so a search is `begins_with(sk, <the term's longest word>)` on one or two partitions;
   *   the pointer pk `SEARCH`, sk `CURRENT`, `generation` (what searches read); a generation's
   *   record pk `SEARCHGEN`, sk = generation, `partitions` (its hit partitions, for deletion);
   * - trending (lambdas/trending/): pk `TRENDING`, sk = the UTC day `YYYY-MM-DD`, `items` (the
   *   day's ranked services: service, category, apiName, apiDescription, calls), written daily.
   */
  catalogue: {
    id: 'catalogue',
    envVar: 'TABLE_CATALOGUE',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    indexes: [],
  },
  /**
   * Users, one partition each, keys:
   * - the account: pk `USER#<email>`, sk `PROFILE` (details, statuses, failed attempts, password age);
   * - the one live session: sk `SESSION` (`expiresAt` is the TTL);
   * - sign-in attempts on an e-mail that has no account: sk `ATTEMPTS` (`expiresAt` is the TTL);
   * - category access requests: sk `ACCESS#<category>`;
   * - the admins' queues of category access requests: pk `ACCESSQ#<status>`, sk
   *   `<time>#<email>#<category>` (lambdas/users/access-queue-keys.ts), moved with each decision;
   * - feedback: sk `FEEDBACK#<iso time>`;
   * - production access requests: sk `PROD#<uniqueId>` (time-ordered UUIDs), their pointer pk
   *   `PRODID#<uniqueId>` / sk `PRODID` naming the owner, the admins' queues pk `PRODQ#<status>`,
   *   sk `<time>#<uniqueId>`, and the prod key's reveal code sk `PRODCODE#<apiKeyId>` (hashed,
   *   `expiresAt` is the TTL) (lambdas/requests/production/production-keys.ts).
   * Only PROFILE items carry the index keys (sparse indexes, lambdas/users/user-keys.ts):
   * - `byDirectory`: `dirPk` = `USER`, `dirSk` = the e-mail (every account, by e-mail prefix);
   * - `byOrganization`: `orgPk` = `ORG#<upper-cased organization>`, `orgSk` = the e-mail.
   */
  users: {
    id: 'users',
    envVar: 'TABLE_USERS',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    indexes: [
      {
        name: 'byDirectory',
        partitionKey: { name: 'dirPk', type: 'S' },
        sortKey: { name: 'dirSk', type: 'S' },
      },
      {
        name: 'byOrganization',
        partitionKey: { name: 'orgPk', type: 'S' },
        sortKey: { name: 'orgSk', type: 'S' },
      },
    ],
    ttlAttribute: 'expiresAt',
  },
  /**
   * Partner organizations: pk `ORG`, sk = upper-cased name (prefix search); code items pk `ORGCODE`.
   * The production request form's lists: pk `DEPARTMENT` (sk the name), pk `PROJECT` (sk
   * `<department>#<project>`).
   */
  organizations: {
    id: 'organizations',
    envVar: 'TABLE_ORGANIZATIONS',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    indexes: [],
  },
  /**
   * Applications and their subscriptions, one partition per owner, so every read is a Query or
   * GetItem inside the caller's own partition (another user's ids simply are not there). Keys:
   * - an application: pk `USER#<email>`, sk `APP#<applicationId>` (a UUID, fixed length);
   * - its subscriptions: sk `APP#<applicationId>#SUB#<service>#<stage>` (one per service and
   *   stage; `begins_with(sk, 'APP#')` lists applications with their subscriptions in one Query);
   * - the name lock: sk `NAME#<lower-cased name>`, `applicationId`; written in the same
   *   transaction as the application with `attribute_not_exists`, so a name is unique per user
   *   case-insensitively however many creates race.
   * Only application items carry the index keys (a sparse index, lambdas/applications/
   * application-keys.ts): `byApplication`: `appsPk` = `APP`, `appsSk` = `<createdAt>#<id>`
   * (every application, newest first, for the admin area's list, without a Scan).
   * Only subscription items carry `bySubscriber`'s keys (sparse): `subPk` = `SUB#<service>`,
   * `subSk` = `<owner e-mail>#<applicationId>#<stage>`, so a service's subscribers are one Query
   * (notices to a service's subscribers, lambdas/notifications/). Subscription items written
   * before this index existed lack its keys: a deployed stack needs them backfilled once.
   */
  applications: {
    id: 'applications',
    envVar: 'TABLE_APPLICATIONS',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    indexes: [
      {
        name: 'byApplication',
        partitionKey: { name: 'appsPk', type: 'S' },
        sortKey: { name: 'appsSk', type: 'S' },
      },
      {
        name: 'bySubscriber',
        partitionKey: { name: 'subPk', type: 'S' },
        sortKey: { name: 'subSk', type: 'S' },
      },
    ],
  },
  /**
   * Notices in the portal (lambdas/notifications/), keys:
   * - a notice to one user: pk `USER#<email>`, sk `NOTICE#<ISO time>#<noticeId>` (title, message,
   *   link, kind, createdAt; `readAt` once read);
   * - a notice to everyone: pk `BROADCAST`, sk `<ISO time>#<noticeId>`, read by each user;
   * - a user's read mark of a broadcast: pk `USER#<email>`, sk `READ#<ISO time>#<noticeId>`;
   * - a user's "mark all read" time: pk `USER#<email>`, sk `STATE`, `readAllAt` (every notice
   *   created at or before it counts as read);
   * - the sent log (admins' notices and automatic ones): pk `SENT`, sk `<ISO time>#<noticeId>`.
   * Every read is a Query or GetItem on one of these partitions.
   */
  notifications: {
    id: 'notifications',
    envVar: 'TABLE_NOTIFICATIONS',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    indexes: [],
  },
  /**
   * The Customer Authentication product API's customers (lambdas/customer-identity/), keys:
   * - a customer: pk `CUSTOMER#<mobile>`, sk `PROFILE` (customerId, names, e-mail, status
   *   `active` | `inactive`, the reactivation question and its answer's hash);
   * - the live OTP of a number: sk `OTP` (hash, tries, sentAt; `expiresAt` is the TTL);
   * - a registration ticket after a verified OTP of an unknown number: pk `REGISTRATION#<uuid>`,
   *   sk `TICKET` (`mobile`; TTL);
   * - a reactivation question put to an inactive customer: pk `QUESTION#<uuid>`, sk `TICKET`;
   * - the one-time proof the service hands the customer pool's auth-challenge trigger to get the
   *   customer's tokens: pk `CUSTOMER#<mobile>`, sk `PROOF` (hash; TTL 60 s; deleted when used).
   */
  customers: {
    id: 'customers',
    envVar: 'TABLE_CUSTOMERS',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    indexes: [],
    ttlAttribute: 'expiresAt',
  },
  /**
   * The audit log of admin decisions (lambdas/audit/), written in the same transaction as the
   * change it records. Keys: pk `AUDIT#<YYYY-MM>` (the UTC month), sk `<ISO time>#<entryId>`, so
   * a date range is one Query per month; actor, action, target, before and after as attributes.
   */
  audit: {
    id: 'audit',
    envVar: 'TABLE_AUDIT',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    indexes: [],
  },
  /**
   * The portal's editable content (lambdas/content/), managed in the admin area. Keys:
   * - an item: pk `CONTENT#<kind>` (faq, blog, banner, maintenance, video, document), sk
   *   `ITEM#<id>`; a kind is one Query (`begins_with(sk, 'ITEM#')`), ordered in memory by the
   *   kind's own order (tab and order, publication time, start time);
   * - a blog post's slug lock: pk `BLOGSLUG`, sk = the slug, `id`; written with
   *   `attribute_not_exists` in the same transaction as the post, so a slug is unique, and read
   *   by `/blog/{slug}`;
   * - the seed's mark of a kind: pk `CONTENT#<kind>`, sk `SEEDED`, written with the kind's first
   *   items, so running the seed again never brings back what an admin deleted or changed;
   * - a stay-tuned subscriber: pk `STAYTUNED`, sk the lower-cased address, `email`,
   *   `subscribedAt`; written with `attribute_not_exists(pk)`, so an address is there once;
   * - a visitor's query (/sendQuery): pk `SUPPORTQUERY`, sk its reference (`Q-YYYYMMDD-XXXXXX`),
   *   no TTL, marked once mailed to support.
   */
  content: {
    id: 'content',
    envVar: 'TABLE_CONTENT',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    indexes: [],
  },
  /** Short-lived challenges: captchas (pk `CAPTCHA#<id>`); `expiresAt` is the TTL. */
  challenges: {
    id: 'challenges',
    envVar: 'TABLE_CHALLENGES',
    partitionKey: { name: 'pk', type: 'S' },
    indexes: [],
    ttlAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDef>;

export type TableId = keyof typeof tables;

export function localTableName(stage: string, table: TableDef): string {
  return `marque-${stage}-${table.id}`;
}
