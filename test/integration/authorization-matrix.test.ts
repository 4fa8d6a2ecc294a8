import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import type { Operation } from '../../shared/api/contract';
import { cloudPortal } from '../support/cloud-portal';
import { signOutOfPortal } from '../support/portal-sign-in';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';
import { catalogueFacts, type CatalogueFacts } from '../support/authorization/catalogue-facts';
import { developerSnapshot } from '../support/authorization/developer-snapshot';
import {
  developerWithThings,
  type DeveloperThings,
} from '../support/authorization/developer-things';
import { callAs, matrixOrder, type Fixtures } from '../support/authorization/matrix-call';
import { touchesOwnedThings } from '../support/authorization/owned-things';
import { ownerOnlyBodies } from '../support/authorization/owner-only-bodies';
import { rejectedBody } from '../support/authorization/rejected-body';
import {
  missingPathFixtures,
  pathFixtures,
  queryFixtures,
  type FixtureValues,
} from '../support/authorization/request-fixtures';
import { expectationFor, isAdminsOnly, roles, type Role } from '../support/authorization/roles';
import { removedAdminToken } from '../support/authorization/removed-admin-token';
import { bystanderEmail, signedOutToken } from '../support/authorization/signed-out-token';

/** Every operation of the route table: a new route is in the matrix without a word here. */
const operations: Operation[] = routes.map(({ operation }) => operation);
const owned = matrixOrder(operations.filter(touchesOwnedThings));

const placeholders: FixtureValues = {
  applicationId: 'a',
  certificateId: 'c',
  productionRequestId: 'p',
  category: 'General',
  service: 's',
  apiId: 'i',
  version: 'v',
  apiName: 'n',
  blogSlug: 'b',
  bystander: 'e',
  captchaId: 'k',
};

describe('the matrix covers every route by itself', () => {
  it('has path parameters for every operation that takes them', () => {
    const missing = missingPathFixtures(operations, pathFixtures(placeholders));
    expect(missing, 'operations with path parameters and no entry in pathFixtures').toEqual([]);
  });

  it('has a body its schema rejects for every operation that takes one', () => {
    for (const op of operations) expect(() => rejectedBody(op), op.id).not.toThrow();
  });

  it("has a valid body for every call on the developer's things that takes one", () => {
    const bodies = ownerOnlyBodies({ ...placeholders, applicationName: 'x', getPath: '/' });
    const missing = owned.filter((op) => op.body && !(op.id in bodies)).map((op) => op.id);
    expect(missing, 'operations with no entry in ownerOnlyBodies').toEqual([]);
  });
});

let developer: DeveloperThings;
let other: SubscribedPartner;
let catalogue: CatalogueFacts;
let fixtures: Fixtures;
const tokens: Partial<Record<Role, string>> = {};
let checked = 0;

async function captchaId(): Promise<string> {
  const response = await fetch(`${cloudPortal().apiUrl}/auth/captcha`, { method: 'POST' });
  return ((await response.json()) as { captchaId: string }).captchaId;
}

describe('on the local portal', () => {
  beforeAll(async () => {
    tokens.admin = await adminToken();
    developer = await developerWithThings(tokens.admin);
    other = await subscribedPartner('authz-other', tokens.admin);
    tokens.developer = developer.token;
    tokens.other = other.token;
    tokens.signedOut = await signedOutToken(tokens.admin);
    catalogue = await catalogueFacts(developer.service, developer.token);
    const values: FixtureValues = {
      ...catalogue,
      applicationId: developer.applicationId,
      certificateId: developer.certificateId,
      productionRequestId: developer.productionRequestId,
      bystander: await bystanderEmail(tokens.admin),
      captchaId: await captchaId(),
    };
    fixtures = { params: pathFixtures(values), query: queryFixtures(values) };
  });

  afterAll(async () => {
    console.log(
      `Authorization matrix: ${operations.length} operations × ${roles.length} roles, ${checked} answers checked`,
    );
    // The matrix's last call signs each of them out already; these are for a run stopped early.
    for (const token of [tokens.developer, tokens.other, tokens.admin]) {
      if (token) await signOutOfPortal(cloudPortal(), token);
    }
  });

  describe("another developer and the developer's things", () => {
    let before: Record<string, unknown>;

    beforeAll(async () => {
      before = await developerSnapshot(developer);
    });

    it.each(owned.map((op) => [op.id, op] as const))(
      '%s: another developer is refused, with a message',
      async (_id, op) => {
        const bodies = ownerOnlyBodies({ ...developer, ...catalogue });
        const answer = await callAs(
          op,
          other.token,
          fixtures,
          bodies[op.id as keyof typeof bodies],
        );
        const message = answer.body.message;
        expect([403, 404], `${op.id}: ${answer.status} ${JSON.stringify(answer.body)}`).toContain(
          answer.status,
        );
        expect(typeof message === 'string' && message.length > 0, 'a message').toBe(true);
        expect(String(message), 'the owner stays unnamed').not.toContain(developer.email);
      },
    );

    it('leaves every one of them as it was, read back by the developer', async () => {
      expect(await developerSnapshot(developer)).toEqual(before);
    });
  });

  describe("a removed admin's still-valid token", () => {
    let removed: { email: string; token: string };

    beforeAll(async () => {
      removed = await removedAdminToken(tokens.admin ?? '');
    });

    afterAll(async () => {
      if (removed) await signOutOfPortal(cloudPortal(), removed.token);
    });

    // Admin routes answer 403: the role is gone (and the session ended with it).
    it.each(matrixOrder(operations.filter(isAdminsOnly)).map((op) => [op.id, op] as const))(
      '%s: refused (403 on an admin route)',
      async (_id, op) => {
        const answer = await callAs(op, removed.token, fixtures);
        expect(answer.status, `${op.id}: ${String(answer.body.message)}`).toBe(403);
      },
    );

    it('deactivates no one, and the audit log names them nowhere', async () => {
      const bystander = fixtures.params.deactivateUser?.email ?? '';
      const path = `/admin/users/${encodeURIComponent(bystander)}/deactivate`;
      expect((await portalApi('POST', path, removed.token)).status).toBe(403);
      const users = await portalApi<{ items: { userEmailId: string; userStatus: string }[] }>(
        'GET',
        `/admin/users?search=${encodeURIComponent(bystander)}`,
        tokens.admin ?? '',
      );
      expect(users.body.items.find((u) => u.userEmailId === bystander)?.userStatus).toBe('active');
      const audit = await portalApi<{ items: unknown[] }>(
        'GET',
        `/admin/audit?actor=${encodeURIComponent(removed.email)}&limit=100`,
        tokens.admin ?? '',
      );
      expect(audit.status).toBe(200);
      expect(audit.body.items).toEqual([]);
    });

    it('was signed out with the role: their session has ended everywhere', async () => {
      const me = await portalApi('GET', '/users/me', removed.token);
      expect(me.status).toBe(401);
      expect(me.body.message).toBe('Your session has ended. Please sign in again.');
    });
  });

  describe('every route × visitor, signed-out token, other developer, admin, developer', () => {
    it.each(matrixOrder(operations).map((op) => [op.access, op.method, op.path, op] as const))(
      '%s %s %s',
      async (_access, _method, _path, op) => {
        const wrong: string[] = [];
        for (const role of roles) {
          const answer = await callAs(op, tokens[role], fixtures);
          const expected = expectationFor(op, role);
          checked += 1;
          if (!expected.accepts(answer.status)) {
            wrong.push(
              `${op.id} as ${role}: ${answer.status} ${String(answer.body.message)}; expected ${expected.says}`,
            );
          }
        }
        expect(wrong).toEqual([]);
      },
    );
  });
});
