import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

test.beforeEach(async ({ page }) => dismissCookieNotice(page));

test('switching the interface language changes the URL and the text', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/feed');
  await expect(page.getByRole('link', { name: 'Dictionary' })).toBeVisible();

  // The API gets the dictionary code of the interface language in the `local` header.
  const languagesRequest = page.waitForRequest((r) => r.url().includes('/api/languages/get/all-data'));
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();

  await expect(page).toHaveURL(/\/de\/feed$/);
  await expect(page.getByRole('link', { name: 'Wörterbuch' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect((await languagesRequest).headers()['local']).toBe('ger');
  // The home page's claim, counted from the data, in German; language names come back in German.
  await expect(page.getByText(/Übersetzungen in \d+ Sprachpaaren zwischen \d+ Sprachen/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Von' })).toHaveValue('ger');
  await expect(page.getByRole('combobox', { name: 'Von' }).locator('option:checked')).toHaveText('Deutsch');
  await snap(page, testInfo, 'feed-de');

  // The choice is remembered: an English URL is rewritten to German.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/de\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Über Glossa' })).toBeVisible();
});

test('a link with a locale prefix opens in its language; an English link keeps the choice (issue 36 item 2)', async ({ page }) => {
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/uk/feed');
  await expect(page.getByRole('link', { name: 'Словник' })).toBeVisible();
  // A shared French link is read in French (it was rewritten to the reader's Ukrainian).
  await page.goto('/fr/support?from=mail');
  await expect(page).toHaveURL(/\/fr\/support\?from=mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aide' })).toBeVisible();
  // An unprefixed link names no language: the last one chosen (French) stays.
  await page.goto('/support');
  await expect(page).toHaveURL(/\/fr\/support$/);
});

test('on mobile the language is switched from the menu sheet', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.mobile);
  await page.goto('/feed');
  await page.getByTestId('mobile-menu-button').click();
  await page.getByRole('dialog').getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/pl\/feed$/);
  await expect(
    page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Słownik' }),
  ).toBeVisible();
  await snap(page, testInfo, 'feed-pl');
});
