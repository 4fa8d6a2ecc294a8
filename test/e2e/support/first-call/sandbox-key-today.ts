import { expect } from '@playwright/test';
import type { CountedPage } from './counted-page';

/** The service a journey subscribes to, as its pages name it. */
export interface JourneyService {
  /** e.g. 'Model Catalogue' */
  apiName: string;
  /** The operation whose documentation page the first call is copied from, e.g. 'List models'. */
  operation: string;
}

/**
 * Gets a sandbox key from the service's page as today's UI offers it to a partner with no
 * application: Subscribe says to create one first (a link to My Application), the partner creates
 * it, goes Back, subscribes it (the dialog picks the only application and the first plan), and
 * reveals and copies the key from 'Key created'. Returns the key the partner copied. One function,
 * to be swapped for the 'Get a sandbox key' dialog.
 */
export async function sandboxKeyToday(
  counted: CountedPage,
  service: JourneyService,
): Promise<string> {
  const { page } = counted;
  const subscribe = page.getByRole('dialog', { name: `Subscribe to ${service.apiName}` });
  const subscribeButton = page.getByRole('button', { name: `Subscribe to ${service.apiName}` });
  await counted.click(subscribeButton, {
    shows: subscribe.getByText('You have no application yet.'),
    opensDialog: true,
  });

  const create = page.getByRole('dialog', { name: 'Create application' });
  await counted.click(subscribe.getByRole('link', { name: 'Create an application' }), {
    shows: create,
    opensDialog: true,
  });
  await counted.type(create.getByRole('textbox', { name: 'Application name' }), 'first-app');
  await counted.click(create.getByRole('button', { name: 'Create', exact: true }), {
    shows: page.getByRole('link', { name: 'first-app: open details' }),
  });

  await counted.back({ shows: subscribeButton });
  await counted.click(subscribeButton, {
    shows: subscribe.getByRole('combobox', { name: 'Application' }),
    opensDialog: true,
  });
  await expect(subscribe.getByRole('combobox', { name: 'Application' })).toHaveValue('first-app');
  await expect(subscribe.getByRole('radio', { name: 'Basic' })).toBeChecked();
  await counted.click(subscribe.getByRole('button', { name: 'Subscribe' }), {
    shows: subscribe.getByRole('heading', { name: 'Key created' }),
  });
  counted.sees();

  await counted.click(subscribe.getByRole('button', { name: `Reveal ${service.apiName} key` }), {
    shows: subscribe.getByRole('button', { name: `Hide ${service.apiName} key` }),
  });
  const key = (await subscribe.locator('.masked-key code').textContent())?.trim() ?? '';
  expect(key).toMatch(/^[A-Za-z0-9]{20,}$/);
  await counted.click(subscribe.getByRole('button', { name: `Copy ${service.apiName} key` }), {
    shows: subscribe.getByRole('button', { name: `${service.apiName} key copied` }),
  });
  await counted.click(subscribe.getByRole('button', { name: 'Close' }).last(), {
    shows: page.getByText('Subscribed with first-app'),
  });
  return key;
}
