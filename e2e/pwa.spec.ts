// Installable and resilient (issue 38): the web app manifest, Chromium's own installability check,
// the service worker taking control, and, with the network cut, the shell and the last search still
// shown with the no-internet popup; online, answers always come fresh from the server.
import type { Page, Response } from '@playwright/test';
import { WIDTHS, dismissCookieNotice, expect, test, useWidth } from './support/fixtures';

// The rest of the suite runs without the worker (playwright.config.ts); here it is the subject.
test.use({ serviceWorkers: 'allow' });

const SEARCH = '/dictionary/eng/ger/house';
const isSearchAnswer = (r: Response) =>
  new URL(r.url()).pathname === '/api/translations' && r.request().method() === 'GET';

async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
}

test('the manifest is valid, Chromium finds the app installable, and the worker registers', async ({
  page,
  request,
}) => {
  await dismissCookieNotice(page);
  await page.goto(SEARCH);
  await expect(page.getByTestId('result-card').first()).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    icons: { src: string; sizes: string; purpose?: string }[];
  } & Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Glossa',
    short_name: 'Glossa',
    display: 'standalone',
    start_url: '/dictionary',
    scope: '/',
    lang: 'en',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && !i.purpose);
    expect(icon, `an icon of ${size}`).toBeTruthy();
    const png = await request.get(icon!.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }

  await workerInControl(page);
  // Chromium's own checks: the manifest parses without errors, and nothing stands in the way of
  // installing but the test browser's incognito profile.
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('a German page points at the German manifest, which starts in German', async ({ page, request }) => {
  await dismissCookieNotice(page);
  await page.goto('/de/dictionary');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-de.webmanifest');
  const manifest = (await (await request.get('/manifest-de.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ start_url: '/de/dictionary', lang: 'de', scope: '/' });
});

test.describe('offline', () => {
  // Calls the browser cannot make offline are logged as failed loads, on purpose here.
  test.use({ expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|FetchEvent|network error/ });

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    test(`offline, the shell and the last search still show and the no-internet popup opens (${width} px)`, async ({
      page,
      context,
    }) => {
      await dismissCookieNotice(page);
      await useWidth(page, width);
      await page.goto(SEARCH);
      await expect(page.getByTestId('result-word').first()).toHaveText('Haus');
      await workerInControl(page);

      // Online, through the worker: every load asks the server (a new request id each time).
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const [answer] = await Promise.all([page.waitForResponse(isSearchAnswer), page.reload()]);
        expect(answer.status()).toBe(200);
        ids.push(String(answer.headers()['x-request-id']));
        await expect(page.getByTestId('result-word').first()).toHaveText('Haus');
      }
      expect(ids[0]).not.toBe(ids[1]);
      // The popup's code is fetched once the first paint is done: in the cache before going offline.
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      const [offlineAnswer] = await Promise.all([page.waitForResponse(isSearchAnswer), page.reload()]);
      // The last answer, from the worker's cache.
      expect(offlineAnswer.headers()['x-request-id']).toBe(ids[1]);
      await expect(page.getByTestId('result-word').first()).toHaveText('Haus');
      await expect(page.getByTestId('search-input')).toBeVisible();
      const popup = page.getByRole('dialog');
      await expect(popup.getByRole('heading', { name: 'No internet connection' })).toBeVisible();
      await expect(popup.getByText('Please check your internet connection')).toBeVisible();

      // A call that fails offline (a search never made online) opens it again once closed.
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      const input = page.getByTestId('search-input');
      await input.fill('garden');
      await input.press('Enter');
      await expect(popup.getByRole('heading', { name: 'No internet connection' })).toBeVisible();

      await context.setOffline(false);
    });
  }
});
