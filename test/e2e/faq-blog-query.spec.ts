/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { supportMailbox } from '../../shared/domain/support-query';
import { messagesTo } from '../support/outbox';
import { fillCaptcha, portalOf } from './support/portal-ui';

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { name, viewport } of widths) {
  test.describe(`FAQ, what's new and send a query on a ${name} screen`, () => {
    test.use({ viewport });

    test('FAQ: switch tab, search, open an answer, then the link to send a query', async ({
      page,
    }) => {
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
      await expect(page).toHaveTitle('FAQ · Marque');
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('button', { name: 'Who can use the portal?' })).toBeVisible();

      await page.getByRole('tab', { name: 'General' }).focus();
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: 'SOPs' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page).toHaveURL(/\/faq\?tab=sops$/);
      await page.getByRole('tab', { name: 'Usage Plans' }).click();
      await expect(page).toHaveURL(/\/faq\?tab=usage-plans$/);

      await page.getByRole('searchbox', { name: 'Search questions and answers' }).fill('quota');
      // Of the tab's questions, however many an admin journey has added meanwhile, one matches.
      await expect(panel.getByRole('status')).toHaveText(/^1 question of \d+ match “quota”$/);
      const question = panel.getByRole('button', { name: 'What happens when I reach my quota?' });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('region', { name: 'What happens when I reach my quota?' }),
      ).toContainText('HTTP 429');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);

      await page.getByRole('searchbox', { name: 'Search questions and answers' }).fill('zebra');
      await expect(
        panel.getByRole('heading', { name: 'No answers in Usage Plans match “zebra”' }),
      ).toBeVisible();

      await page.getByRole('link', { name: 'Send us a query' }).click();
      await expect(page).toHaveURL(/\/sendQuery$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Send a query' })).toBeVisible();
    });

    test('Send a query: the acknowledgement shows a reference, and support gets the mail', async ({
      page,
    }) => {
      const portal = await portalOf(page);
      const marker = `e2e-${name}-${Date.now()}`;
      await page.goto('/sendQuery');
      await expect(page).toHaveTitle('Send a query · Marque');
      await page.getByRole('button', { name: 'Send query' }).click();
      await expect(page.getByText('Please enter your name')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByLabel('Your name').fill('Asha Verma');
      await page.getByRole('main').getByLabel('E-mail').fill('asha@partner.example');
      await page.getByLabel('Topic').selectOption('Technical issue');
      await page
        .getByLabel('Your query')
        .fill(`Try-out answers 403 on Vehicle Status (${marker}).`);
      await fillCaptcha(page, portal);
      await page.getByRole('button', { name: 'Send query' }).click();

      const sent = page.getByRole('region', { name: 'Query sent' });
      await expect(sent).toContainText('Your reference is Q-');
      const reference = (await sent.locator('strong').textContent()) ?? '';
      expect(reference).toMatch(/^Q-\d{8}-[A-Z2-9]{6}$/);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);

      const mails = await messagesTo(portal.outboxUrl, supportMailbox);
      const mail = mails.find((message) => message.text.includes(marker));
      expect(mail?.subject).toBe(`Query ${reference}: Technical issue`);
    });

    test("What's new: open a post and read its Markdown", async ({ page }) => {
      await page.goto('/blogs');
      await expect(page.getByRole('heading', { level: 1, name: 'What’s new' })).toBeVisible();
      await expect(page).toHaveTitle('What’s new · Marque');
      const posts = page.getByRole('list', { name: 'Posts' });
      await expect(posts.getByRole('heading', { level: 2 })).toHaveText([
        'Customer Authentication is live',
        'Rotate your API keys without downtime',
      ]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await posts.getByRole('link', { name: 'Customer Authentication is live' }).click();
      await expect(page).toHaveURL(/\/blog\/customer-authentication-is-live$/);
      const article = page.getByRole('article', { name: 'Customer Authentication is live' });
      await expect(
        article.getByRole('heading', { level: 2, name: 'One-time passwords for your customers' }),
      ).toBeVisible();
      await expect(article.locator('.post__body').getByRole('listitem')).toHaveCount(2);
      await expect(article.locator('.post__body strong').first()).toHaveText(
        'Customer Authentication',
      );
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole('link', { name: 'Back to What’s new' }).click();
      await expect(page).toHaveURL(/\/blogs$/);

      await page.goto('/blog/no-such-post');
      await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
      await page.getByRole('link', { name: 'See all posts' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
    });
  });
}
