import {
  APIGatewayClient,
  GetApiKeysCommand,
  GetClientCertificatesCommand,
  GetUsagePlansCommand,
} from '@aws-sdk/client-api-gateway';
import {
  CognitoIdentityProviderClient,
  ListUserPoolClientsCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, inject } from 'vitest';
import type { ApiAnswer } from './portal-api';

/** How many identical requests each race fires at once. */
export const racers = 50;

/** Fires `racers` identical requests at the same moment (Promise.all) and returns the answers. */
export function race<T>(fire: (index: number) => Promise<ApiAnswer<T>>): Promise<ApiAnswer<T>[]> {
  return Promise.all(Array.from({ length: racers }, (_, index) => fire(index)));
}

/**
 * Exactly `winners` answers are 2xx; every other one is `loserStatus` with a message saying why.
 * Returns the winning answers.
 */
export function expectWinners<T>(
  answers: ApiAnswer<T>[],
  winners = 1,
  loserStatus = 409,
): ApiAnswer<T>[] {
  const won = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
  const lost = answers.filter((answer) => !won.includes(answer));
  expect(
    answers.map((answer) => answer.status).sort(),
    JSON.stringify(lost.find((a) => a.status !== loserStatus)?.body ?? {}),
  ).toEqual(
    [
      ...Array<number>(winners).fill(200),
      ...Array<number>(racers - winners).fill(loserStatus),
    ].sort(),
  );
  for (const answer of lost) {
    const message = (answer.body as { message?: unknown }).message;
    expect(typeof message === 'string' && message.length > 0).toBe(true);
  }
  return won;
}

const local = {
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
};

/** The local control plane's API keys whose name starts with `name` (keys are named `<app>.<service>.<stage>`). */
export async function apiKeysNamed(name: string): Promise<string[]> {
  const gateway = new APIGatewayClient({ ...local, endpoint: inject('cloud').urls.controlPlane });
  try {
    const out = await gateway.send(new GetApiKeysCommand({ nameQuery: name, limit: 500 }));
    return (out.items ?? []).map((key) => key.id ?? '');
  } finally {
    gateway.destroy();
  }
}

/** The ids of the local control plane's usage plans that hold the key. */
export async function usagePlansOfKey(keyId: string): Promise<string[]> {
  const gateway = new APIGatewayClient({ ...local, endpoint: inject('cloud').urls.controlPlane });
  try {
    const out = await gateway.send(new GetUsagePlansCommand({ keyId, limit: 500 }));
    return (out.items ?? []).map((plan) => plan.id ?? '');
  } finally {
    gateway.destroy();
  }
}

function identityClient(): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    ...local,
    endpoint: inject('cloud').identity.endpoint,
  });
}

/** The app clients of the portal's user pool with that name. */
export async function appClientsNamed(name: string): Promise<number> {
  const identity = identityClient();
  try {
    const { userPoolId } = inject('cloud').identity;
    const out = await identity.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
    );
    return (out.UserPoolClients ?? []).filter((client) => client.ClientName === name).length;
  } finally {
    identity.destroy();
  }
}

/** The users of the portal's user pool with that e-mail. */
export async function usersWithEmail(email: string): Promise<number> {
  const identity = identityClient();
  try {
    const { userPoolId } = inject('cloud').identity;
    const out = await identity.send(
      new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${email}"` }),
    );
    return (out.Users ?? []).filter((user) =>
      (user.Attributes ?? []).some(
        (attribute) => attribute.Name === 'email' && attribute.Value?.toLowerCase() === email,
      ),
    ).length;
  } finally {
    identity.destroy();
  }
}

/** The local control plane's client certificates tagged with the application. */
export async function clientCertificatesOf(applicationId: string): Promise<number> {
  const gateway = new APIGatewayClient({ ...local, endpoint: inject('cloud').urls.controlPlane });
  try {
    const out = await gateway.send(new GetClientCertificatesCommand({ limit: 500 }));
    return (out.items ?? []).filter((item) => item.tags?.application === applicationId).length;
  } finally {
    gateway.destroy();
  }
}
