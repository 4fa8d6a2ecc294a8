import { expect } from '@playwright/test';
import type { CountedPage } from './counted-page';
import { curlSnippetToFetch } from './curl-snippet';
import type { JourneyService } from './sandbox-key-today';

/** What the snippet shows where the key goes. */
const keyPlaceholder = '<your key>';

export interface FirstCallAnswer {
  status: number;
  body: string;
}

/**
 * The first call as today's UI offers it: from the service's page to its operation's docs, Show
 * code snippets, Copy the cURL snippet, paste it in a terminal, replace `<your key>` with the key
 * by hand (select the placeholder, paste the key) and run it, here as the fetch it stands for.
 * One function, to be swapped for 'Copy curl with my key'.
 */
export async function snippetCallToday(
  counted: CountedPage,
  service: JourneyService,
  key: string,
): Promise<FirstCallAnswer> {
  const { page } = counted;
  await counted.click(page.getByRole('link', { name: `View ${service.operation}` }), {
    shows: page.getByRole('heading', { level: 1, name: service.operation }),
    // The documentation's tour, on a new partner's first docs page.
    tour: true,
  });
  const tryOut = page.getByRole('region', { name: 'Try it out' });
  const snippets = page.getByRole('region', { name: 'Code snippets' });
  await counted.click(tryOut.getByRole('button', { name: 'Show code snippets' }), {
    shows: snippets.getByRole('button', { name: 'Copy cURL snippet' }),
  });
  const code = snippets.getByTestId('snippet-code');
  await expect(code).toContainText(`x-api-key: ${keyPlaceholder}`);
  await counted.click(snippets.getByRole('button', { name: 'Copy cURL snippet' }), {
    shows: snippets.getByRole('button', { name: 'cURL snippet copied' }),
  });
  const snippet = (await code.textContent()) ?? '';

  // In the terminal: paste, select the placeholder, paste the key over it, Enter.
  counted.outside({ pastes: 2, clicks: 2 });
  const request = curlSnippetToFetch(snippet.replace(keyPlaceholder, key));
  const started = performance.now();
  const answer = await fetch(request.url, request.init);
  const body = await answer.text();
  counted.outside({ waitMs: Math.round(performance.now() - started) });
  return { status: answer.status, body };
}
