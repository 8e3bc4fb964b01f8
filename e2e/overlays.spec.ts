import type { Locator } from '@playwright/test';
import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

test('the cookie notice appears after 2 s and stays dismissed', async ({ page }, testInfo) => {
  // The page's clock is driven by the test: on a loaded machine the real 2 s could pass before a
  // check even ran, so a wall-clock test said "too early" about a notice that was on time. Paused,
  // the clock moves only when the test moves it; the app needs a few timer turns to render
  // (query notifications, lazy routes), so it is moved 20 ms at a time until the page is there,
  // and what that used counts against the notice's 2 s.
  const start = new Date('2026-01-01T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 10_000));
  let elapsed = 0;
  const step = async (ms: number) => {
    await page.clock.runFor(ms);
    elapsed += ms;
  };
  const stepUntilVisible = (target: Locator) =>
    expect(async () => {
      await step(20);
      await expect(target).toBeVisible({ timeout: 100 });
    }).toPass({ timeout: 30_000, intervals: [50] });
  // Small steps with real pauses between them: a notice that came due on the way has its chunk
  // loaded and React's Suspense reveal (~300 ms of page time) run before the steps end.
  const advanceTo = async (ms: number) => {
    while (elapsed < ms) {
      await step(20);
      await page.waitForTimeout(10);
    }
    await page.waitForTimeout(500);
  };
  const renderPage = async () => {
    elapsed = 0;
    await stepUntilVisible(page.getByRole('heading', { level: 1 }));
  };
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/feed');
  await renderPage();
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  expect(elapsed).toBeLessThan(1500);
  await advanceTo(1500);
  await expect(notice).toBeHidden();
  await step(500);
  // The card is a lazy chunk revealed by React's Suspense, whose reveal also waits on timers.
  await stepUntilVisible(notice);
  await snap(page, testInfo, 'cookie-notice', { fullPage: false });
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await renderPage();
  await advanceTo(3000);
  await expect(notice).toBeHidden();
});

test.describe('connection and server errors', () => {
  // The failing requests these tests provoke are logged by the browser and the API client (and
  // by React when the dictionary overlays' or the shell extras' chunk, or its CSS, was still on its
  // way as the connection dropped: the page keeps working without them and OptionalChunk loads
  // them when the connection returns).
  test.use({ expectedConsoleErrors: /Failed to load resource|\[api\]|dynamically imported module|Unable to preload CSS/ });

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    test(`losing the connection opens the no-internet popup; it closes when the connection returns (${width} px)`, async ({
      page,
      context,
    }, testInfo) => {
      await dismissCookieNotice(page);
      await useWidth(page, width);
      await page.goto('/feed');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await context.setOffline(true);
      const popup = page.getByRole('dialog');
      await expect(popup.getByRole('heading', { name: 'No internet connection' })).toBeVisible();
      await expect(popup.getByText('Please check your internet connection')).toBeVisible();
      await snap(page, testInfo, 'no-internet', { fullPage: false });

      // "Try again" while still offline: a loading state, then the popup stays.
      await popup.getByRole('button', { name: 'Try again' }).click();
      await expect(popup.getByRole('heading', { name: 'No internet connection' })).toBeVisible();

      await context.setOffline(false);
      await expect(popup).toBeHidden();
    });
  }

  test('a server error shows the system error banner', async ({ page }) => {
    await dismissCookieNotice(page);
    await useWidth(page, WIDTHS.desktop);
    await page.route('**/api/languages/get/all-data**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"errors":[{"code":"SERVICE_UNAVAILABLE","message":"down"}]}',
      }),
    );
    await page.goto('/feed');
    // Two retries with backoff (1-2 s, then 2-3 s) come first.
    await expect(page.getByRole('alert')).toHaveText(
      'Server error. We are aware of the issue and we will solve it as soon as possible',
      { timeout: 10_000 },
    );
  });
});
