import { expect } from '@playwright/test';
import { curlToFetch } from '../../../support/curl-command';
import type { CountedPage } from './counted-page';

export interface FirstCallAnswer {
  status: number;
  body: string;
}

/**
 * The first call: 'Copy curl with my key' on the documentation's try-out (the key fetched on that
 * click), pasted into a terminal and run with Enter, here as the fetch the command stands for.
 * The page's context must be granted `clipboard-read`.
 */
export async function copiedCurlCall(counted: CountedPage): Promise<FirstCallAnswer> {
  const { page } = counted;
  const tryOut = page.getByRole('region', { name: 'Try it out' });
  await counted.click(tryOut.getByRole('button', { name: 'Copy curl with my key' }), {
    shows: tryOut.getByText('Copied: curl with your key'),
  });
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).toMatch(/^curl /);
  // In the terminal: paste, Enter.
  counted.outside({ pastes: 1, clicks: 1 });
  const request = curlToFetch(command);
  const started = performance.now();
  const answer = await fetch(request.url, request.init);
  const body = await answer.text();
  counted.outside({ waitMs: Math.round(performance.now() - started) });
  return { status: answer.status, body };
}
