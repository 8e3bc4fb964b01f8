import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

test.beforeEach(async ({ page }) => dismissCookieNotice(page));

for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
  test(`an unknown page shows "Page not found" with advice to refresh or go home (${width} px)`, async ({
    page,
  }, testInfo) => {
    await useWidth(page, width);
    const response = await page.goto('/this/page/does/not/exist');
    expect(response?.status()).toBe(200); // the SPA answers; the client router shows its 404
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(main.getByText('Try refreshing the page or go to the home page.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
    await snap(page, testInfo, 'not-found');

    await main.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/feed$/);
  });
}

test('an unknown API path is a JSON 404, not the page', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect((await response.json()).errors[0].code).toBe('NOT_FOUND');
});
