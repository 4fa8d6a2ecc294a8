import { inject } from 'vitest';
import type { Access } from '../../../shared/api/contract';
import type { ProductionRequest } from '../../../shared/api/requests-production-operations';
import { cloudPortal } from '../cloud-portal';
import { signOutOfPortal } from '../portal-sign-in';
import { adminToken, portalApi, subscribedPartner } from '../subscribed-partner';
import { productionRequestForm } from '../production-request-form';

/** The real things the bad inputs aim at: callers, and the ids their paths need. */
export interface BadInputWorld {
  tokens: Record<Access, string | undefined>;
  developer: { email: string; applicationId: string; applicationName: string; service: string };
  captchaId: string;
  certificateId: string;
  productionRequestId: string;
  apiName: string;
  signOut(): Promise<void>;
}

/** The caller an operation is meant for: none, a signed-in developer, or the admin. */
export function callerToken(world: BadInputWorld, access: Access): string | undefined {
  return world.tokens[access];
}

async function expectOk<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A developer with a subscribed application, a client certificate and a pending production
 * request, and the admin: made before any snapshot, so the bad inputs meet real records.
 */
export async function badInputWorld(): Promise<BadInputWorld> {
  const admin = await adminToken();
  const partner = await subscribedPartner('bad-input', admin);
  const profile = await expectOk(
    portalApi<{ email: string }>('GET', '/users/me', partner.token),
    'profile',
  );
  const certificate = await expectOk(
    portalApi<{ item: { certificateId: string } }>(
      'POST',
      `/applications/${partner.applicationId}/certificates`,
      partner.token,
      { description: 'bad-input fixture' },
    ),
    'certificate',
  );
  const request = await expectOk(
    portalApi<ProductionRequest>(
      'POST',
      '/requests/production',
      partner.token,
      productionRequestForm(partner.subscription.applicationName, partner.service),
    ),
    'production request',
  );
  const detail = await expectOk(
    portalApi<{ apis: { name: string }[] }>(
      'GET',
      `/catalogue/categories/General/services/${partner.service}`,
      partner.token,
    ),
    'service detail',
  );
  const captcha = await fetch(`${inject('cloud').urls.portalApi}/auth/captcha`, {
    method: 'POST',
  });
  const { captchaId } = (await captcha.json()) as { captchaId: string };
  return {
    tokens: { public: undefined, user: partner.token, admin },
    developer: {
      email: profile.email,
      applicationId: partner.applicationId,
      applicationName: partner.subscription.applicationName,
      service: partner.service,
    },
    captchaId,
    certificateId: certificate.item.certificateId,
    productionRequestId: request.uniqueId,
    apiName: detail.apis[0]?.name ?? 'missing',
    signOut: async () => {
      await partner.signOut();
      await signOutOfPortal(cloudPortal(), admin);
    },
  };
}
