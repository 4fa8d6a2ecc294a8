import type { Operation } from '../../shared/api/contract';
import { operations } from '../../shared/api/operations';
import type { ProductionRequestBody } from '../../shared/api/requests-production-operations';

/** What every client of a group shares: the partner's service and its pairs, a blog post. */
export interface RouteFixtures {
  category: string;
  service: string;
  apiId: string;
  /** A published blog post's slug, if the content seed has one. */
  blogSlug: string | undefined;
  /** Yesterday (UTC), the trending strip's day. */
  trendingDay: string;
  /** One sandbox subscription per client (an application and a service), for its own request. */
  pairs: { applicationName: string; service: string }[];
  /** A token of the run, so names and e-mails are new each run. */
  run: string;
}

/** One client of a group: its number, its round and what its earlier answers gave it (ids). */
export interface RouteClient {
  index: number;
  round: number;
  fixtures: RouteFixtures;
  kept: Map<string, string>;
}

/** One request of a group: an operation of the contract and how a client fills it in. */
export interface RouteStep {
  operation: Operation;
  params?: (client: RouteClient) => Record<string, string>;
  query?: (client: RouteClient) => Record<string, string>;
  body?: (client: RouteClient) => unknown;
  /** Keeps what a later step needs from the answer's body. */
  keep?: (body: Record<string, unknown>, client: RouteClient) => void;
}

/**
 * An area's representative reads and writes: `once` per client (what it needs to exist), then
 * `repeat` in order, round after round. The caller is the operation's access: nobody for public
 * operations, the bench partner for `user`, the admin for `admin`.
 */
export interface RouteGroup {
  name: string;
  once: RouteStep[];
  repeat: RouteStep[];
}

const step = (operation: Operation, rest: Omit<RouteStep, 'operation'> = {}): RouteStep => ({
  operation,
  ...rest,
});

const kept = (client: RouteClient, key: string): string => {
  const value = client.kept.get(key);
  if (!value) throw new Error(`client ${client.index} has no ${key}`);
  return value;
};

const item = (body: Record<string, unknown>) => body.item as Record<string, unknown>;

/** The production request form, for the client's own application and service. */
function productionForm({ index, fixtures }: RouteClient): ProductionRequestBody {
  const pair = fixtures.pairs[index];
  if (!pair) throw new Error(`No subscription for client ${index}`);
  return {
    department: 'Connected Vehicle',
    project: 'Remote Services',
    applicationName: pair.applicationName,
    apiUsage: {
      [pair.service]: {
        plan: 'Standard',
        resources: [],
        purposeOfUtilization: 'Fleet dashboard for dealers',
        apiRateLimit: '100',
        category: 'General',
      },
    },
    applicationDL: 'fleet-team@partner.example',
  };
}

const o = operations;
const terms = ['vehicle', 'dealer sta', 'booking', 'get', 'warranty', 'ocr', 'fleet', 'price'];
const service = ({ fixtures }: RouteClient) => ({
  category: fixtures.category,
  service: fixtures.service,
});

/** One group per area of `shared/api/areas.ts`. */
export function routeGroups(fixtures: RouteFixtures): RouteGroup[] {
  const groups: RouteGroup[] = [
    {
      name: 'catalogue',
      once: [],
      repeat: [
        step(o.listCategories),
        step(o.listCategoryServices, { params: (c) => ({ category: c.fixtures.category }) }),
        step(o.getServiceDetail, { params: service }),
        step(o.getDocsOverlay),
        step(o.getApiDefinition, {
          params: (c) => ({ apiId: c.fixtures.apiId, stage: 'sandbox' }),
          query: (c) => ({ category: c.fixtures.category }),
        }),
      ],
    },
    {
      name: 'docs',
      once: [],
      repeat: [
        step(o.searchApis, { body: (c) => ({ search: terms[c.index % terms.length] }) }),
        step(o.getTrending, { body: (c) => ({ date: c.fixtures.trendingDay }) }),
        step(o.getTrendingFallback),
      ],
    },
    {
      name: 'auth',
      once: [],
      repeat: [
        step(o.searchOrganizations, { query: () => ({ search: 'Mot' }) }),
        step(o.createCaptcha),
      ],
    },
    {
      name: 'account',
      once: [],
      repeat: [
        step(o.getCurrentUser),
        step(o.getProfile),
        step(o.getSignInStatus),
        step(o.getTourProgress),
        step(o.updateProfile, {
          body: () => ({ firstName: 'Bench', lastName: 'Partner', mobileNumber: '9876543210' }),
        }),
        step(o.recordSessionActivity),
      ],
    },
    {
      name: 'applications',
      once: [
        step(o.createApplication, {
          body: (c) => ({
            applicationName: `bench-grp-${c.fixtures.run}-${c.index}`,
            applicationDescription: 'Bench application',
          }),
          keep: (body, c) => c.kept.set('applicationId', String(item(body).applicationId)),
        }),
      ],
      repeat: [
        step(o.listApplications),
        step(o.getApplication, { params: (c) => ({ applicationId: kept(c, 'applicationId') }) }),
        step(o.getKeyManager, { query: () => ({ category: 'apiKey' }) }),
        step(o.createApplication, {
          body: (c) => ({
            applicationName: `bench-tmp-${c.fixtures.run}-${c.index}-${c.round}`,
            applicationDescription: 'Bench application, deleted at once',
          }),
          keep: (body, c) => c.kept.set('temporaryId', String(item(body).applicationId)),
        }),
        step(o.deleteApplication, {
          params: (c) => ({ applicationId: kept(c, 'temporaryId') }),
        }),
      ],
    },
    {
      name: 'requests',
      once: [
        step(o.submitProductionRequest, {
          body: productionForm,
          keep: (body, c) => c.kept.set('uniqueId', String(body.uniqueId)),
        }),
      ],
      repeat: [
        step(o.getProductionRequest, { params: (c) => ({ uniqueId: kept(c, 'uniqueId') }) }),
        step(o.resubmitProductionRequest, {
          params: (c) => ({ uniqueId: kept(c, 'uniqueId') }),
          body: productionForm,
        }),
        step(o.listMyProductionRequests),
        step(o.listDepartments),
        step(o.listProjects),
        step(o.listProductionRequests),
        step(o.listAccessRequests),
      ],
    },
    {
      name: 'content',
      once: [],
      repeat: [
        step(o.listPublicContent, { params: () => ({ kind: 'faq' }) }),
        ...(fixtures.blogSlug
          ? [step(o.getBlogPost, { params: () => ({ kind: 'blog', id: fixtures.blogSlug! }) })]
          : []),
        step(o.subscribeStayTuned, {
          params: () => ({ kind: 'stay-tuned' }),
          body: (c) => ({
            email: `bench-${c.fixtures.run}-${c.index}-${c.round}@stay-tuned.example`,
          }),
        }),
        step(o.listContent, { query: () => ({ kind: 'faq' }) }),
        step(o.createContent, {
          body: (c) => ({
            kind: 'faq',
            tab: 'General',
            question: `Bench question ${c.index}?`,
            answer: 'A bench answer, deleted at once.',
            order: 99,
          }),
          keep: (body, c) => c.kept.set('contentId', String(item(body).id)),
        }),
        step(o.deleteContent, { query: (c) => ({ kind: 'faq', id: kept(c, 'contentId') }) }),
      ],
    },
    {
      name: 'notifications',
      once: [],
      repeat: [
        step(o.listMyNotices),
        step(o.getUnreadNoticeCount),
        step(o.markNoticesRead, { body: () => ({ all: true }) }),
        step(o.listSentNotices),
      ],
    },
    {
      name: 'admin',
      once: [],
      repeat: [
        step(o.listUsers),
        step(o.listAuditEntries),
        step(o.getCatalogueSummary),
        step(o.listAdminCatalogue),
        step(o.listAllApplications),
        step(o.listOrganizations),
        step(o.setServicePublished, { params: service, body: () => ({ published: true }) }),
      ],
    },
  ];
  return groups;
}
