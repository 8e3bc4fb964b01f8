import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

const PAGES = [
  { path: '/about', title: 'About Glossa' },
  { path: '/privacy', title: 'Privacy policy' },
  { path: '/terms', title: 'Terms of use' },
  { path: '/community-guidelines', title: 'Community guidelines' },
  { path: '/support', title: 'Support' },
];

test.beforeEach(async ({ page }) => dismissCookieNotice(page));

test('every static page has a title and sections, linked from the footer', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  for (const { path, title } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.getByRole('article').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(
      3,
    );
    await expect(page).toHaveTitle(`${title} · Glossa`);
  }
  await page.goto('/feed');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Community guidelines' }).click();
  await expect(page).toHaveURL(/\/community-guidelines$/);
  await snap(page, testInfo, 'community-guidelines');
});

test('old paths redirect: privacy_policy and terms&conditions', async ({ page }) => {
  await page.goto('/privacy_policy');
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.goto('/terms&conditions');
  await expect(page).toHaveURL(/\/terms$/);
});

test('a static page at 390 px in Russian', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.mobile);
  await page.goto('/ru/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
  await snap(page, testInfo, 'privacy-ru', { fullPage: true });
});
