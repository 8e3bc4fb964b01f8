// The last rows of community.md §2's route table in Chromium at 1280 and 390 px: console (only on a
// developer host, desktop only), mobile settings, history, sentences, word_sentences, complain (phones;
// desktop goes home), entity and fill_info (login); and the analytics page event, off by default and
// with the route names only when an analytics server is configured (the installation's settings are
// faked with page.route; the events are captured the same way).
import type { Page } from '@playwright/test';
import { register, openAs } from './support/contributions-fixtures';
import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

test.beforeEach(async ({ page }) => dismissCookieNotice(page));
// An entity that does not exist answers 404 (the browser logs the failed request).
test.use({ expectedConsoleErrors: /status of 404 .*\/api\/dictionary\/entity/ });

async function fakeClientConfig(page: Page, config: object) {
  await page.route('**/api/client-config', (route) => route.fulfill({ json: { data: config } }));
}

for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
  const phone = width === WIDTHS.mobile;

  test(`console: 404 unless on a developer host; desktop only (${width} px)`, async ({ page }, testInfo) => {
    await useWidth(page, width);
    await page.goto('/console');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await fakeClientConfig(page, { analytics: null, developer_hosts: ['127.0.0.1'] });
    await page.goto('/console');
    if (phone) {
      await expect(page.getByTestId('desktop-only')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'This page needs a larger screen' })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: 'Developer console' })).toBeVisible();
      await expect(page.getByTestId('console-server_version')).toContainText(/\d+\.\d+/);
      await expect(page.getByTestId('console-api_base')).toContainText('/api');
      await expect(page).toHaveTitle('Developer console · Glossa');
    }
    await snap(page, testInfo, 'console');
  });

  test(`mobile-only routes: settings, history, sentences, word_sentences, complain (${width} px)`, async ({ page }, testInfo) => {
    await useWidth(page, width);
    await page.goto('/settings');
    if (phone) {
      await expect(page.getByTestId('mobile-settings-page')).toBeVisible();
      await expect(page.getByTestId('settings-sign-in')).toBeVisible();
      await snap(page, testInfo, 'settings');
    } else {
      await expect(page).toHaveURL(/\/feed$/);
    }

    await page.goto('/history');
    if (phone) await expect(page.getByTestId('history-page')).toBeVisible();
    else await expect(page).toHaveURL(/\/dictionary\/history$/);

    await page.goto('/sentences?lang=eng&lang_t=ger&search=house');
    if (phone) {
      await expect(page.getByTestId('sentences-page')).toBeVisible();
      await expect(page).toHaveTitle(/house/);
    } else {
      await expect(page).toHaveURL(/\/feed$/);
    }
    await page.goto('/word_sentences?lang=eng&lang_t=ger&search=house&id=1');
    if (!phone) await expect(page).toHaveURL(/\/feed$/);
    else await expect(page).toHaveURL(/word_sentences|dictionary/);

    await page.goto('/complain?type=synonym&id=1&summary=big');
    if (phone) await expect(page).toHaveURL(/\/auth$/);
    else await expect(page).toHaveURL(/\/feed$/);
  });

  test(`member routes: entity, complain, fill_info (${width} px)`, async ({ page }, testInfo) => {
    // The entity asked about does not exist: the server's 404 is what the page shows.
    await useWidth(page, width);
    const member = await register(page.request, 'Routes', [{ lang_code: 'eng', level: 'NATIVE' }]);
    await openAs(page, member, '/entity?type=synonym&id=987654');
    await expect(page.getByTestId('entity-missing')).toContainText('This material is not here');
    await expect(page).toHaveTitle('Material under review · Glossa');

    await page.goto('/profile/fill_info/info');
    await expect(page).toHaveURL(new RegExp(`/profile/${member.nickname}/fill_info/info$`));
    await expect(page.getByTestId('fill-info-progress')).toHaveText('Step 2 of 3: Personal info');
    await snap(page, testInfo, 'fill-info');
    await page.getByTestId('fill-info-next').click();
    await expect(page).toHaveURL(/fill_info\/languages$/);
    await page.getByTestId('fill-info-next').click();
    await expect(page).toHaveURL(new RegExp(`/profile/${member.nickname}$`));

    await page.goto('/complain?type=synonym&id=1&summary=big');
    if (phone) {
      await expect(page.getByTestId('complain-page')).toBeVisible();
      await expect(page.getByTestId('complaint-target')).toHaveText('big');
      await snap(page, testInfo, 'complain');
    } else {
      await expect(page).toHaveURL(/\/feed$/);
    }
  });

  test(`analytics page event: off by default, route names only when configured (${width} px)`, async ({ page }) => {
    await useWidth(page, width);
    const events: unknown[] = [];
    await page.route('**/stats/api/event', async (route) => {
      events.push(route.request().postDataJSON());
      await route.fulfill({ status: 202, body: '' });
    });
    await page.goto('/feed');
    await page.goto('/dictionary/eng/ger/house');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForTimeout(300);
    expect(events).toEqual([]);

    await fakeClientConfig(page, {
      analytics: { provider: 'plausible', endpoint: 'http://127.0.0.1:' + new URL(page.url()).port + '/stats/api/event', site: 'glossa.test' },
      developer_hosts: [],
    });
    await page.goto('/feed');
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(1);
    // In-app navigations through the app's own links (header on desktop, bottom bar on phones).
    const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Dictionary' }) }).first();
    await nav.getByRole('link', { name: 'Dictionary' }).click();
    await expect(page).toHaveURL(/\/dictionary\/[a-z]{3}\/[a-z]{3}$/);
    await nav.getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    const names = () => events.map((e) => (e as { url: string }).url.replace(/^https?:\/\/[^/]+/, ''));
    await expect.poll(() => names().at(-1)).toBe('/favorites');
    expect(names()[0]).toBe('/feed');
    expect(names()).toContain('/dictionary/:lang/:langT');
    // Each event names the route before it; nothing else is sent.
    const previous = events.map((e) => (e as { props: { previous_route: string } }).props.previous_route);
    expect(previous).toEqual(['', ...names().slice(0, -1)]);
    for (const e of events) expect(Object.keys(e as object).sort()).toEqual(['domain', 'name', 'props', 'url']);
    expect(JSON.stringify(events)).not.toContain('house');
  });
}
