import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => dismissCookieNotice(page));

  test('at 1280 px: / opens the feed with header navigation, search and footer', async ({
    page,
  }, testInfo) => {
    await useWidth(page, WIDTHS.desktop);
    await page.goto('/');
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Dictionary', 'Favorites', 'Chat', 'Training', 'Tasks']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(
      page
        .getByRole('searchbox')
        .or(page.getByRole('combobox', { name: 'Search the dictionary' }))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('theme-switcher')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The claim is counted from the pairs that hold translations (GET /api/dictionary/pairs): the
    // demo dictionary's 8 languages, every pair of them.
    await expect(page.getByText(/Translations in 28 language pairs between 8 languages/)).toBeVisible();
    await snap(page, testInfo, 'home');
  });

  test('at 390 px: bottom navigation, no theme switch, light scheme forced', async ({ page }, testInfo) => {
    await useWidth(page, WIDTHS.mobile);
    await page.goto('/');
    await expect(page).toHaveURL(/\/feed$/);
    const bottom = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(bottom.getByRole('link', { name: 'Dictionary' })).toBeVisible();
    await expect(page.getByTestId('theme-switcher')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await snap(page, testInfo, 'home');

    await page.getByTestId('mobile-menu-button').click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('link', { name: 'Training' })).toBeVisible();
    await snap(page, testInfo, 'menu');
  });

  test('the search entry opens the dictionary route with the language pair', async ({ page }) => {
    await useWidth(page, WIDTHS.desktop);
    await page.goto('/feed');
    const search = page.getByRole('combobox', { name: 'Search the dictionary' }).first();
    await search.fill('house');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/dictionary\/eng\/spa\/house$/);
    await expect(page.getByTestId('headword')).toHaveText('house');
  });
});
