import { routes as defaultRoutes, type RouteBinding } from '../../../lambdas/routes';
import type { CatalogueSource } from '../../catalogue/catalogue-source';
import { matchOperation, mockResponse } from '../../catalogue/mock-response';
import { ClientCertificateStore } from './control-plane-client-certificates-store';
import { ControlPlaneQuotas, type ControlPlaneQuotaLimits } from './control-plane-quotas';
import { createControlPlane } from './control-plane-server';
import { createProductAuthorizer } from '../../../lambdas/product-authorizer/product-authorizer';
import { authorizerCacheSeconds } from '../../constructs/product-api-authorizers';
import { clientLimits } from '../../../shared/api/client-limits';
import { portalOriginStageVariable } from '../../../lambdas/lib/function-environment';
import { ClientLimiter } from './client-limiter';
import { createIdTokenAuth } from './id-token-auth';
import { KeyStore } from './key-store';
import { listen, type Listening } from './listen';
import type { LocalCatalogueIds } from './local-ids';
import { localApis, type PlanLimitsTable } from './local-usage-plans';
import { createPortalApi, type AfterIntegration, type InvokeArea } from './portal-api-server';
import { createProductApis, type InvokeProductBackend } from './product-api-server';
import { UsageLedger } from './quota-and-usage';
import { createStateFile } from './state-file';
import { TokenBuckets } from './token-bucket';

export interface LocalGatewayOptions {
  /** 0 = any free port. */
  ports: { portalApi: number; productApis: number; controlPlane: number };
  catalogue: CatalogueSource;
  /** From `localCatalogueIds(catalogue)`. */
  ids: LocalCatalogueIds;
  /** The user pool the portal API's Cognito authorizer trusts; the JWKS is cached at start. */
  auth: { issuer: string; audience: string | string[]; jwksUri: string; jwks: { keys: unknown[] } };
  /**
   * The customer pool whose access tokens the product APIs' customer-token operations take
   * (Customer Authentication's customers), and its app client.
   */
  customerAuth: { issuer: string; jwksUri: string; jwks: { keys: unknown[] }; clientId: string };
  /** Calls an area's function (the local cloud: its worker, see functions/). */
  invokeArea: InvokeArea;
  /** The product APIs' real backends by catalogue service (the others answer mocks). */
  productBackends?: Readonly<Record<string, InvokeProductBackend>>;
  /** Sees each answer of an area before it is relayed (the local cloud's captcha mail). */
  afterIntegration?: AfterIntegration;
  /** Keys, plan memberships and usage persist as JSON here; memory only when absent. */
  dataDir?: string;
  /** Injectable clock (epoch ms) for tests. */
  now?: () => number;
  /** Default: lambdas/routes.ts. */
  routes?: readonly RouteBinding[];
  /** Test-only override of the plans' limits (default: shared/plans.ts). */
  planLimits?: PlanLimitsTable;
  /** AWS's account quotas, lowered for tests (default: shared/aws-quotas.ts). */
  quotas?: Partial<ControlPlaneQuotaLimits>;
  /** The local site's origin, the portal API's `portalOrigin` stage variable (mail links). */
  portalOrigin?: string;
  /** Client addresses the per-address limits let through (the browser suite's 127.0.0.1). */
  clientLimitsExempt?: readonly string[];
}

export interface LocalGateway {
  urls: { portalApi: string; productApis: string; controlPlane: string };
  close(): Promise<void>;
}

/**
 * Starts the local stand-ins for both API Gateways: the portal API (route table, Cognito
 * authorizer, Lambda proxy integrations), the product APIs (API keys, usage plans, mocks) and
 * the control plane the AWS SDK talks to.
 */
export async function startLocalGateway(options: LocalGatewayOptions): Promise<LocalGateway> {
  const now = options.now ?? Date.now;
  const apis = localApis(options.catalogue, options.ids, options.planLimits);
  const quotas = new ControlPlaneQuotas(now, options.quotas);
  quotas.assertUsagePlansFit(apis.plans.length);
  const stagesOf = (planId: string) =>
    apis.plan(planId)?.apiStages.map((s) => `${s.apiId}/${s.stage}`) ?? [];

  const file = createStateFile(options.dataDir, () => ({
    version: 1,
    keys: keys.snapshot(),
    usage: usage.snapshot(),
    clientCertificates: clientCertificates.snapshot(),
  }));
  const saved = file.load();
  const keys = new KeyStore(stagesOf, () => file.scheduleSave(), saved?.keys);
  const usage = new UsageLedger(saved?.usage);
  const clientCertificates = new ClientCertificateStore(
    () => file.scheduleSave(),
    saved?.clientCertificates,
  );

  const buckets = new TokenBuckets();
  const started: Listening[] = [];
  try {
    const portal = await listen(
      options.ports.portalApi,
      createPortalApi({
        routes: options.routes ?? defaultRoutes,
        invokeArea: options.invokeArea,
        afterIntegration: options.afterIntegration,
        auth: createIdTokenAuth(options.auth),
        now,
        ...(options.portalOrigin
          ? { stageVariables: { [portalOriginStageVariable]: options.portalOrigin } }
          : {}),
        clientLimiter: new ClientLimiter(
          clientLimits,
          now,
          new Set(options.clientLimitsExempt ?? []),
        ),
      }),
    );
    started.push(portal);
    const products = await listen(
      options.ports.productApis,
      createProductApis({
        apis,
        keys,
        usage,
        buckets,
        backend: { matchOperation, mockResponse },
        backends: options.productBackends,
        authorizers: {
          key: createProductAuthorizer({ ...options.auth, tokenCheck: 'none' }),
          keyAndToken: createProductAuthorizer({ ...options.auth, tokenCheck: 'access-token' }),
          keyAndCustomerToken: createProductAuthorizer({
            ...options.customerAuth,
            tokenCheck: 'customer-token',
          }),
        },
        authorizerCacheSeconds: authorizerCacheSeconds,
        onUsage: () => file.scheduleSave(),
        now,
      }),
    );
    started.push(products);
    const control = await listen(
      options.ports.controlPlane,
      createControlPlane({
        keys,
        clientCertificates,
        apis,
        usage,
        buckets,
        quotas,
        now,
        saveState: () => file.scheduleSave(),
        productApisUrl: () => products.url,
      }),
    );
    started.push(control);
    return {
      urls: { portalApi: portal.url, productApis: products.url, controlPlane: control.url },
      close: async () => {
        await Promise.all(started.map((s) => s.close()));
        file.flush();
      },
    };
  } catch (error) {
    await Promise.all(started.map((s) => s.close()));
    throw error;
  }
}
