// The shell's panels and motion (issue 39, community.md §2 and §9): side panels over the page at the
// spec widths on desktop with URLs that open them, pages on mobile; page transitions by depth and
// type (bounce-like ones hold the scroll 250 ms), none with reduced motion; the loading layer
// (z 9999, 1 s logo animation); the smart banner on mobile (64 px, installs the PWA); mobile popups
// close when swiped down half their height (at least 50 px).
import type { Page } from '@playwright/test';
import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';
import { registerMember, signInAs } from './support/members';

/** The shell's extras (panels, transitions, banner) load once the first page is shown (idle). */
async function shellReady(page: Page) {
  await expect(page.locator('#main')).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/ShellExtras-')), undefined, { timeout: 20_000 });
  await page.waitForTimeout(500);
}

// The panel's code and texts load when it opens: on a busy machine that takes a while.
const SLOW = { timeout: 20_000 };

const dialogWidth = async (page: Page) => (await page.getByRole('dialog').boundingBox())!.width;

test.beforeEach(async ({ page }) => {
  await dismissCookieNotice(page);
});

test('desktop: statistics and friend requests open as side panels at their widths; a phone gets the pages', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const member = await registerMember(request, { native: 'eng', learning: 'ger', prefix: 'pn' });
  await signInAs(page, member);
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/feed');
  await shellReady(page);

  // The account menu's statistics open over the feed: 536 px on a narrow desktop (1280).
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-statistics').click();
  await expect(page).toHaveURL(/\/feed\?panel=statistics$/);
  const panel = page.getByTestId('side-panel-statistics');
  await expect(panel.getByTestId('panel-title')).toHaveText('Statistics', SLOW);
  await expect(panel.getByTestId('statistics-general')).toBeVisible(SLOW);
  expect(await dialogWidth(page)).toBe(536);
  await snap(page, testInfo, 'statistics-panel', { fullPage: false });
  // Its detail is a panel of its own (620 / 410 px); Back returns to the general one.
  await panel.getByTestId('statistics-detail-link').click();
  await expect(page).toHaveURL(/panel=statistics_detail/);
  await expect(page.getByTestId('panel-title')).toHaveText('Statistics in detail', SLOW);
  expect(await dialogWidth(page)).toBe(410);
  await page.goBack();
  await expect(page.getByTestId('panel-title')).toHaveText('Statistics');
  // Esc closes it; the feed was there all along.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/feed$/);

  // Friend requests: a 320 px panel; the link opens it on any page, also after a reload.
  await page.goto(`/profile/${member.nickname}?panel=friend_requests`);
  await expect(page.getByTestId('side-panel-friend_requests').getByTestId('friends-section-incoming')).toBeVisible(SLOW);
  await expect(page.getByTestId('panel-title')).toHaveText('Friend requests');
  expect(await dialogWidth(page)).toBe(320);
  await page.reload();
  await expect(page.getByTestId('panel-title')).toHaveText('Friend requests', SLOW);

  // Wide desktop: the wide panel is 800 px.
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/feed?panel=statistics');
  await expect(page.getByTestId('panel-title')).toHaveText('Statistics', SLOW);
  expect(await dialogWidth(page)).toBe(800);

  // A phone opening the same link gets the page.
  await useWidth(page, WIDTHS.mobile);
  await page.goto('/feed?panel=statistics');
  await expect(page).toHaveURL(/\/statistics$/, SLOW);
  await expect(page.getByTestId('statistics-general')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the panel texts follow the interface language', async ({ page, request }, testInfo) => {
  const member = await registerMember(request, { native: 'ger', learning: 'eng', prefix: 'pd' });
  await signInAs(page, member);
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/de/feed?panel=need_action');
  await expect(page.getByTestId('panel-title')).toHaveText('Handlungsbedarf', SLOW);
  await expect(page.getByTestId('panel-close')).toHaveAttribute('aria-label', 'Bereich schließen');
  await snap(page, testInfo, 'need-action-panel-de', { fullPage: false });
});

for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
  test(`page transitions by depth and type at ${width} px; reduced motion turns them off`, async ({ page }) => {
    await useWidth(page, width);
    await page.goto('/about');
    await shellReady(page);
    // The next transition that plays on #main (the route's code may load first), or none in `wait` ms.
    const navigate = (path: string, wait = 10_000) =>
      page.evaluate(
        ([to, ms]) =>
          new Promise<{ name: string | null; ms: string; before: number; held: number; after: number }>((resolve) => {
            const main = document.getElementById('main')!;
            const before = window.scrollY;
            const observer = new MutationObserver(() => {
              const name = main.dataset.transition;
              if (!name) return;
              observer.disconnect();
              const duration = main.style.getPropertyValue('--glossa-transition-ms');
              requestAnimationFrame(() => {
                const held = window.scrollY;
                setTimeout(() => resolve({ name, ms: duration, before, held, after: window.scrollY }), 450);
              });
            });
            observer.observe(main, { attributes: true, attributeFilter: ['data-transition'] });
            // A new history entry as the router writes it (its own key: no scroll position saved for it).
            const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
            window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
            setTimeout(() => {
              observer.disconnect();
              resolve({ name: null, ms: '', before, held: window.scrollY, after: window.scrollY });
            }, ms);
          }),
        [path, wait] as const,
      );
    const kind = async (path: string, wait?: number) => {
      const { name, ms } = await navigate(path, wait);
      return { name, ms };
    };
    // Deeper: from the right; back up: from the left; the same depth: a quick fade.
    expect(await kind('/training/all_selections')).toEqual({ name: 'forward', ms: '250ms' });
    expect(await kind('/about')).toEqual({ name: 'back', ms: '250ms' });
    expect(await kind('/terms')).toEqual({ name: 'fade', ms: '150ms' });
    // An addition page bounces in (500 ms), the scroll held where it was for 250 ms, then at the top.
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(200);
    const bounce = await navigate('/addition');
    expect(bounce.name).toBe('bounce-in');
    expect(bounce.ms).toBe('500ms');
    expect(bounce.before).toBeGreaterThan(0);
    // Held (as far as the new page's height allows), not at the top yet.
    expect(bounce.held).toBeGreaterThan(0);
    expect(bounce.after).toBe(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await kind('/about', 3000)).toEqual({ name: null, ms: '' });
  });
}

test('the loading layer covers the page at z 9999 with a 1 s logo animation until the app starts', async ({ page }) => {
  await useWidth(page, WIDTHS.mobile);
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'commit' });
  const layer = page.getByTestId('loading-layer');
  await expect(layer).toBeVisible();
  const style = await layer.evaluate((el) => ({
    z: getComputedStyle(el).zIndex,
    position: getComputedStyle(el).position,
    duration: getComputedStyle(el.querySelector('svg')!).animationDuration,
  }));
  expect(style).toEqual({ z: '9999', position: 'fixed', duration: '1s' });
  release();
  await expect(layer).toHaveCount(0);
  await expect(page.locator('#main')).toBeVisible();
});

test('the loading layer keeps still with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'commit' });
  const name = await page.getByTestId('loading-layer').evaluate((el) => getComputedStyle(el.querySelector('svg')!).animationName);
  expect(name).toBe('none');
  release();
});

/** What Chromium sends when the app can be installed (headless Chromium never does). */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

test('the smart banner on mobile: 64 px above the header, installs the web app, stays closed once closed', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.mobile);
  await page.goto('/feed');
  await shellReady(page);
  await expect(page.getByTestId('smart-banner')).toHaveCount(0);
  await offerInstall(page);
  const banner = page.getByTestId('smart-banner');
  await expect(banner).toBeVisible();
  const box = (await banner.boundingBox())!;
  expect(box.height).toBe(64);
  expect(box.y).toBe(0);
  await expect(banner).toContainText('Glossa app');
  await snap(page, testInfo, 'smart-banner');
  await page.getByTestId('smart-banner-install').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(banner).toHaveCount(0);
  // Closed (here: installed) once, it does not come back.
  await page.reload();
  await shellReady(page);
  await offerInstall(page);
  await page.waitForTimeout(300);
  await expect(banner).toHaveCount(0);
});

test('the smart banner speaks the interface language and closes with ×; none on desktop', async ({ page }) => {
  await useWidth(page, WIDTHS.mobile);
  await page.goto('/de/feed');
  await shellReady(page);
  await offerInstall(page);
  await expect(page.getByTestId('smart-banner')).toContainText('Glossa-App');
  await expect(page.getByTestId('smart-banner-install')).toHaveText('Installieren');
  await page.getByTestId('smart-banner-close').click();
  await expect(page.getByTestId('smart-banner')).toHaveCount(0);

  await page.evaluate(() => window.localStorage.removeItem('glossa-smart-banner'));
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/de/feed');
  await shellReady(page);
  await offerInstall(page);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('smart-banner')).toHaveCount(0);
});

test('a mobile popup closes when swiped down half its height, and springs back from a short swipe', async ({ page }) => {
  await useWidth(page, WIDTHS.mobile);
  await page.goto('/feed');
  await shellReady(page);
  await page.getByTestId('mobile-menu-button').click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await page.waitForTimeout(400);
  const height = (await sheet.boundingBox())!.height;
  const swipe = (distance: number) =>
    sheet.evaluate((el, dy) => {
      const target = el.querySelector('h2') ?? el;
      const touch = (y: number) => [new Touch({ identifier: 1, target, clientX: 100, clientY: y })];
      const fire = (type: string, y: number) =>
        target.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: type === 'touchend' ? [] : touch(y), changedTouches: touch(y) }));
      fire('touchstart', 400);
      fire('touchmove', 400 + dy / 2);
      fire('touchmove', 400 + dy);
      fire('touchend', 400 + dy);
    }, distance);
  // Short of half its height (and of 50 px): it stays.
  await swipe(Math.min(45, height / 2 - 10));
  await page.waitForTimeout(300);
  await expect(sheet).toBeVisible();
  // Past half its height: it closes.
  await swipe(height / 2 + 10);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
