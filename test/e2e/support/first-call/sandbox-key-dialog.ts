import { expect } from '@playwright/test';
import type { CountedPage } from './counted-page';
import type { JourneyService } from './journey-service';

/**
 * Gets a sandbox key on the operation's documentation page, as it offers one to a partner with
 * none: 'Get a sandbox key' atop the page opens one dialog that proposes an application and the
 * Basic plan; 'Get key' makes both and shows the key; Close. The try-out then has it chosen.
 */
export async function sandboxKeyFromDocs(
  counted: CountedPage,
  service: JourneyService,
): Promise<void> {
  const { page } = counted;
  const dialog = page.getByRole('dialog', { name: `Sandbox key for ${service.apiName}` });
  await counted.click(
    page.getByRole('button', { name: `Get a sandbox key for ${service.apiName}` }).first(),
    { shows: dialog.getByRole('button', { name: 'Get key' }), opensDialog: true },
  );
  await expect(dialog.getByRole('radio', { name: 'Basic' })).toBeChecked();
  await counted.click(dialog.getByRole('button', { name: 'Get key' }), {
    shows: dialog.getByRole('heading', { name: 'Key created' }),
  });
  counted.sees();
  await counted.click(dialog.getByRole('button', { name: 'Close' }).last(), {
    shows: page
      .getByRole('region', { name: 'Try it out' })
      .getByRole('combobox', { name: 'Subscription key' }),
  });
  await expect(
    page.getByRole('region', { name: 'Try it out' }).getByRole('combobox', {
      name: 'Subscription key',
    }),
  ).toContainText('· Basic');
}
