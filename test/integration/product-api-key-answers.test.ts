import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudPortal } from '../support/cloud-portal';
import { signOutOfPortal } from '../support/portal-sign-in';
import {
  adminToken,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

let partner: SubscribedPartner;
let admin: string;

beforeAll(async () => {
  admin = await adminToken();
  partner = await subscribedPartner('key-answers', admin);
});

afterAll(async () => {
  await partner?.signOut();
  await signOutOfPortal(cloudPortal(), admin);
});

const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});

describe('a partner’s documented call without the key, or with the wrong one', () => {
  it('is answered 401 naming the x-api-key header when the key is not sent', async () => {
    // A General service: its operations take the key alone.
    expect(await answer(await partner.callProduct())).toEqual({
      status: 401,
      body: { message: "Missing API key: send your application's key in the x-api-key header." },
    });
  });

  it('is answered 403 pointing at the key on the application page for the key id, the masked key or a made-up value', async () => {
    const invalid = {
      status: 403,
      body: {
        message:
          "Invalid API key: send the key shown on your application's page (Reveal) for this API and stage in the x-api-key header.",
      },
    };
    for (const wrong of [
      partner.subscription.apiKeyId,
      partner.subscription.maskedKey,
      `${partner.key.slice(0, -4)}AAAA`,
    ]) {
      expect(await answer(await partner.callProduct(wrong)), wrong).toEqual(invalid);
    }
  });

  it('still answers the revealed key', async () => {
    expect((await partner.callProduct(partner.key)).status).toBe(200);
  });
});
