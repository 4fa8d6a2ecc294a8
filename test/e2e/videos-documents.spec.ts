/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectServed(page: Page, url: string, contentType: string): Promise<void> {
  const answer = await page.request.get(url);
  expect(answer.status(), url).toBe(200);
  expect(answer.headers()['content-type'], url).toContain(contentType);
}

for (const { name, viewport } of widths) {
  test.describe(`videos and documents on a ${name} screen`, () => {
    test.use({ viewport });

    test('a visitor picks a getting-started video: its MP4 plays in the player with captions', async ({
      page,
    }) => {
      await page.goto('/getting-started-new');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Getting-started videos' }),
      ).toBeVisible();
      const list = page.getByRole('list', { name: 'Getting-started videos' });
      await expect(list.getByRole('listitem')).toHaveCount(5);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await list.getByRole('link', { name: /Try it out/ }).click();
      await expect(page).toHaveURL(/\/getting-started-new\?video=seed-video-try-out$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Try it out' })).toBeVisible();
      const video = page.locator('video');
      await expect(video).toHaveAttribute('src', '/videos/try-it-out.mp4');
      await expect(video).toHaveAttribute('poster', '/videos/try-it-out.webp');
      await expectServed(page, '/videos/try-it-out.mp4', 'video/mp4');
      await expectServed(page, '/videos/try-it-out.webp', 'image/webp');
      // Chosen, it plays: the browser decodes the file and its time moves on.
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0.5);

      // Captions turned on (as the player's CC menu does): the browser fetches and parses them.
      await expect(video.locator('track')).toHaveAttribute('src', '/videos/try-it-out.vtt');
      await expectServed(page, '/videos/try-it-out.vtt', 'text/vtt');
      await video.evaluate((element: HTMLVideoElement) => {
        element.textTracks[0]!.mode = 'showing';
      });
      await page.waitForFunction(() => {
        const track = document.querySelector('video track') as HTMLTrackElement | null;
        return (
          track?.readyState === HTMLTrackElement.LOADED && (track.track.cues?.length ?? 0) >= 4
        );
      });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The slides' captions are burnt in along the picture's bottom: the picture ends above the
      // controls' bar (Chromium's: a 48 px row of buttons over the timeline, 70 px in all).
      const { pictureBottom, controlsTop } = await video.evaluate((element: HTMLVideoElement) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        const top = rect.top + parseFloat(style.borderTopWidth);
        const width = rect.width - parseFloat(style.borderLeftWidth) * 2;
        return {
          pictureBottom: top + (width * element.videoHeight) / element.videoWidth,
          controlsTop: rect.bottom - parseFloat(style.borderBottomWidth) - 70,
        };
      });
      expect(pictureBottom).toBeLessThanOrEqual(controlsTop + 0.5);

      // The choice is a link: opened afresh, the same video is in the player.
      await page.reload();
      await expect(page.locator('video')).toHaveAttribute('src', '/videos/try-it-out.mp4');
    });

    test('a visitor lists the documents, reads an SOP in the page and meets a clear not-found', async ({
      page,
    }) => {
      await page.goto('/documents');
      const sops = page.getByRole('list', { name: 'Standard operating procedures' });
      await expect(sops.getByRole('link')).not.toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Customer documents' })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await sops.getByRole('link', { name: /Partner onboarding SOP/ }).click();
      await expect(page).toHaveURL(/\/documents\?sop=onboarding-sop\.pdf$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Partner onboarding SOP' }),
      ).toBeVisible();
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute('src', '/documents/onboarding-sop.pdf');
      await expect(frame).toHaveAttribute('title', 'Partner onboarding SOP (PDF)');
      await expectServed(page, '/documents/onboarding-sop.pdf', 'application/pdf');
      await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
        'href',
        '/documents/onboarding-sop.pdf',
      );
      // The PDF inside the frame is the browser's own viewer, not the portal's page.
      await expectNoAxeViolations(page, { exclude: 'iframe' });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.goto('/documents?category=Parking%20Management');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Parking Management documents' }),
      ).toBeVisible();
      await expect(page.locator('iframe')).toHaveAttribute(
        'src',
        '/documents/parking-management-apis-guide.pdf',
      );
      await expectServed(page, '/documents/parking-management-apis-guide.pdf', 'application/pdf');

      await page.goto('/documents?sop=no-such-procedure.pdf');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Document not found' }),
      ).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'See all documents' }).click();
      await expect(page).toHaveURL(/\/documents$/);
    });
  });
}

test('a category’s Overview leads to the category’s documents', async ({ page }) => {
  await page.goto('/apis/category');
  await page.getByRole('link', { name: 'Overview of Customer' }).click();
  await expect(page).toHaveURL(/\/documents\?category=Customer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer documents' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute('src', /\/documents\/.+\.pdf$/);
});

test('Use Case on Customer Authentication opens its use-case SOP in the page', async ({ page }) => {
  await page.goto('/apis/servicesdetail/Customer/customer-authentication');
  await page.getByRole('link', { name: 'Use Case' }).click();
  await expect(page).toHaveURL(/\/documents\?sop=customer-authentication-use-case\.pdf$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Customer Authentication use case' }),
  ).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    '/documents/customer-authentication-use-case.pdf',
  );
});
