import type { LocalCloud } from '../../infra/local/start-local-cloud';
import type { SubscriptionItem } from '../../shared/api/applications-operations';
import type { PlanTier } from '../../shared/plans';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { callPortalApi, type ApiAnswer } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import { benchAdmin, benchPortal } from './bench-cloud';

/** A General service with a GET API the product gateway can be called on. */
export interface BenchService {
  service: string;
  apiId: string;
  /** The GET API's path with its parameters filled in. */
  getPath: string | undefined;
}

/** A partner registered, activated by the admin and signed in, for the bench's calls. */
export interface BenchPartner {
  token: string;
  productApisUrl: string;
  services: BenchService[];
  call: <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<ApiAnswer<T>>;
  createApplication: (name: string) => Promise<string>;
  subscribe: (
    applicationName: string,
    service: string,
    tier: PlanTier,
  ) => Promise<ApiAnswer<{ Item: SubscriptionItem }>>;
  signOut: () => Promise<void>;
}

export async function benchPartner(cloud: LocalCloud): Promise<BenchPartner> {
  const portal = benchPortal(cloud);
  const admin = (await signInToPortal(portal, benchAdmin.email, benchAdmin.password)).idToken;
  const partner = { email: uniqueEmail('bench'), password: 'Partner#2026a' };
  const registered = await registerPartner(portal, partner.email, partner.password);
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}`);
  const activated = await activate(portal, admin, partner.email);
  if (activated.status !== 200) throw new Error(`activate answered ${activated.status}`);
  await signOutOfPortal(portal, admin);
  const token = (await signInToPortal(portal, partner.email, partner.password)).idToken;

  const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    callPortalApi<T>(portal, method, path, token, body);
  const listed = await call<{ items: { service: string; apiId: string }[] }>(
    'GET',
    '/catalogue/categories/General/services',
  );
  const services: BenchService[] = [];
  for (const { service, apiId } of listed.body.items) {
    const detail = await call<{ apis: { method: string; path: string }[] }>(
      'GET',
      `/catalogue/categories/General/services/${service}`,
    );
    const getApi = detail.body.apis.find((a) => a.method === 'GET');
    services.push({ service, apiId, getPath: getApi?.path.replace(/\{[^}]+\}/g, 'TEST1234') });
  }
  return {
    token,
    productApisUrl: cloud.urls.productApis,
    services,
    call,
    createApplication: async (applicationName) => {
      const created = await call<{ item: { applicationId: string } }>('POST', '/applications', {
        applicationName,
        applicationDescription: 'Bench application',
      });
      if (created.status !== 200) throw new Error(`create application answered ${created.status}`);
      return created.body.item.applicationId;
    },
    subscribe: (applicationName, service, usagePlan) =>
      call<{ Item: SubscriptionItem }>('POST', '/applications/subscriptions', {
        applicationName,
        usagePlan,
        category: 'General',
        service,
      }),
    signOut: () => signOutOfPortal(portal, token),
  };
}
