import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

test('the cookie notice appears after 2 s and stays dismissed', async ({ page }, testInfo) => {
  // The page's clock is driven by the test: on a loaded machine the real 2 s elapse before a
  // check can even run, so a wall-clock test said "too early" about a notice that was on time.
  await page.clock.install();
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await page.clock.runFor(1500);
  await page.waitForTimeout(500); // real time for the card's chunk, had the timer fired early
  await expect(notice).toBeHidden();
  await page.clock.runFor(600);
  await expect(notice).toBeVisible();
  await snap(page, testInfo, 'cookie-notice', { fullPage: false });
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(2500);
  await page.waitForTimeout(500);
  await expect(notice).toBeHidden();
});

test.describe('connection and server errors', () => {
  // The failing requests these tests provoke are logged by the browser and the API client (and
  // by React when the dictionary overlays' chunk was still on its way as the connection dropped:
  // the page keeps working without them and loads them when the connection returns).
  test.use({ expectedConsoleErrors: /Failed to load resource|\[api\]|dynamically imported module/ });

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
