import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

test.beforeEach(async ({ page }) => dismissCookieNotice(page));

test('the theme switch turns dark and back, and the choice survives a reload', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/feed');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await snap(page, testInfo, 'feed-dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/about');
  await snap(page, testInfo, 'about-dark');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('dark is not offered at 980 px or less, even when it was chosen on desktop', async ({ page }) => {
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await useWidth(page, 980);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByTestId('theme-switcher')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});
