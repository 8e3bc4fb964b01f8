// What a newcomer meets first (issue 21): language codes people actually type, suggestions in the
// header and home searches, and the header placeholder in long-worded locales, at 1280 and 390 px.
import type { Page } from '@playwright/test';
import { HEIGHTS, WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

test.beforeEach(async ({ page }) => dismissCookieNotice(page));

test('language code aliases redirect to the dictionary code; an unknown code is said plainly', async ({ page, request }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/dictionary/eng/deu/house');
  await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
  await expect(page.getByTestId('result-card').first()).toBeVisible();

  await useWidth(page, WIDTHS.mobile);
  await page.goto('/de/dictionary/en/DE/house/sentences?word=house');
  await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house\/sentences\?word=house$/);

  // The /de/ link above made German the visitor's choice (issue 36: a prefixed link keeps its
  // locale); an unprefixed link keeps that choice.
  await page.goto('/dictionary/eng/xyz/house');
  await expect(page.getByTestId('unknown-language-code')).toContainText('Keine Sprache hat den Code „xyz“');
  await expect(page).toHaveURL(/\/dictionary\/eng\/xyz\/house$/);
  await snap(page, testInfo, 'unknown-code');

  const viaAlias = await request.get('/api/translations?lang=en&lang_t=deu&search=house');
  expect(viaAlias.status()).toBe(200);
  const viaCode = await request.get('/api/translations?lang=eng&lang_t=ger&search=house');
  expect((await viaAlias.json()).data).toEqual((await viaCode.json()).data);
  const unknown = await request.get('/api/translations?lang=eng&lang_t=xyz&search=house');
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'lang_t' });
});

test('the header search placeholder fits in German and Ukrainian', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  for (const locale of ['de', 'uk']) {
    await page.goto(`/${locale}/about`);
    const input = page.getByTestId('header-search-input');
    await expect(input).toBeVisible();
    // The placeholder's text fits the field (a cut placeholder was "Wort oder Ausdruck su").
    const fits = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return ctx.measureText(el.placeholder).width <= room;
    });
    expect(fits, `${locale} placeholder fits`).toBe(true);
    await snap(page, testInfo, `header-${locale}`, { fullPage: false });
  }
});

test('the home search placeholder fits on phones in every locale', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const locale of ['en', 'de', 'es', 'fr', 'nl', 'pl', 'ru', 'uk']) {
    // A browser of its own per locale: a locale once chosen is kept over the address's prefix.
    const context = await browser.newContext({ viewport: { width: WIDTHS.mobile, height: HEIGHTS.mobile } });
    const page = await context.newPage();
    await page.goto(locale === 'en' ? '/feed' : `/${locale}/feed`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const input = page.getByTestId('home-search-input');
    // The page's texts may show after the English fallback.
    if (locale !== 'en') await expect(input).not.toHaveAttribute('placeholder', 'Type a word, e.g. house');
    const [width, room] = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return [ctx.measureText(el.placeholder).width, el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)];
    });
    expect(width, `${locale} home placeholder fits at 390 px`).toBeLessThanOrEqual(room);
    await context.close();
  }
});

test('the header search suggests and opens the chosen word', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/about');
  await page.getByTestId('header-search-input').fill('hou');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toContainText('house');
  await snap(page, testInfo, 'header-suggestions', { fullPage: false });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dictionary\/eng\/spa\/house/);
});

test('the home search suggests at both widths', async ({ page }, testInfo) => {
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    await useWidth(page, width);
    await page.goto('/feed');
    const input = page.getByTestId('home-search-input');
    await input.fill('hou');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await snap(page, testInfo, 'home-suggestions', { fullPage: false });
  }
});

test('an empty pair says which pairs have entries; the pickers list those first with counts', async ({ page }, testInfo) => {
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    await useWidth(page, width);
    await page.goto('/dictionary/eng/jpn/house');
    const notice = page.getByTestId('empty-pair');
    await expect(notice).toContainText('no entries between English and Japanese');
    await expect(notice.getByRole('link').first()).toHaveText(/ – .*\(\d+\)/);
    await snap(page, testInfo, 'empty-pair');
  }
  const firstWithEntries = page.locator('#dictionary-lang-t optgroup[label="With entries"] option').first();
  await expect(firstWithEntries).toHaveText(/\(\d+\)$/);
});

test('the alert after sending a translation leaves the language pair free', async ({ page, request }, testInfo) => {
  const id = Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const email = `toast.${id}@example.org`;
  const registered = await request.post('/api/user/registration', {
    data: { email, nickname: `toast${id}`.slice(0, 20), password: 'Toast#2024x', platform: 'WEB' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const token = ((await registered.json()).data as { access_token: string }).access_token;
  const langs = await request.post('/api/user/languages', {
    headers: { Authorization: `Bearer ${token}` },
    data: { languages: [{ lang_code: 'ger', level: 'NATIVE' }, { lang_code: 'eng', level: 'ADVANCED' }] },
  });
  expect(langs.status()).toBe(200);
  const login = await request.post('/api/user/login', { data: { email, password: 'Toast#2024x' } });
  const t = (await login.json()).data as { access_token: string; refresh_token: string; expires_in: number };
  await page.addInitScript((s) => {
    if (!window.localStorage.getItem('glossa-session')) window.localStorage.setItem('glossa-session', JSON.stringify(s));
  }, { token: t.access_token, token_type: 'Bearer', expires_in: t.expires_in * 1000, refresh_token: t.refresh_token, authorization_date: Date.now(), google_auth: false, facebook_auth: false, apple_auth: false });

  for (const [width, word] of [[WIDTHS.desktop, 'Wohnhaus'], [WIDTHS.mobile, 'Eigenheim']] as const) {
    await useWidth(page, width);
    await page.goto('/dictionary/eng/ger/house');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('glossa-last-translate-link'))).toBe('/dictionary/eng/ger/house');
    await page.goto('/addition/translation?lang=eng&lang_t=ger&word=house&out_of_place=dictionary');
    await page.getByTestId('translation-item').first().getByTestId('translation-input').fill(word);
    await page.getByTestId('send-translations').click();
    // The member lands back on the word, the translation just sent shown (issue 36, item 10); on a
    // desktop the entry opens with its id in the URL.
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house(\/\d+)?$/);
    await expect(page.getByText(word).first()).toBeVisible();
    const alert = page.locator('[role="status"][data-channel]');
    await expect(alert).toBeVisible();
    const a = (await alert.boundingBox())!;
    // Where the pair's pickers show beside the entry, the alert leaves them free.
    const picker = page.locator('#dictionary-lang-t');
    if (await picker.isVisible()) {
      const to = (await picker.boundingBox())!;
      const overlaps = a.x < to.x + to.width && to.x < a.x + a.width && a.y < to.y + to.height && to.y < a.y + a.height;
      expect(overlaps, 'the alert covers the "To" selector').toBe(false);
    }
    await snap(page, testInfo, 'alert-after-sending', { fullPage: false });
  }
});

/** The focused element shows a focus ring: an outline or a box shadow on it or on its ::after (cards). */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    return [getComputedStyle(el), getComputedStyle(el, '::after')].some(
      (style) => (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    );
  });
}

test('keyboard only: search, result, detail panel, favorite star and back; sign-up fields', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/dictionary/eng/ger');
  // The box has the focus on arrival (else `/` gives it).
  const box = page.getByTestId('search-input');
  await expect(box).toBeVisible();
  if (!(await box.evaluate((el) => el === document.activeElement))) await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.type('house');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
  const firstWord = page.getByTestId('result-word').first();
  await expect(firstWord).toBeVisible();

  // Tab from the search box to the first result; Enter opens its panel and the focus moves into it.
  for (let i = 0; i < 12 && !(await firstWord.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(firstWord).toBeFocused();
  expect(await focusIsVisible(page), 'focus ring on the result').toBe(true);
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('panel-translation');
  await expect(panel).toBeVisible();
  await expect(panel.locator('#panel-title')).toBeFocused();

  // The favorite star in the panel is reachable and named.
  const star = panel.getByRole('button', { name: /favorite/i }).first();
  for (let i = 0; i < 25 && !(await star.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(star).toBeFocused();
  expect(await focusIsVisible(page), 'focus ring on the star').toBe(true);
  await snap(page, testInfo, 'keyboard-star', { fullPage: false });

  // Esc closes the top panel and the focus returns to the result that opened it.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(firstWord).toBeFocused();

  await page.goto('/sign_up/email');
  const fields = [page.getByLabel(/e-mail/i).first(), page.getByLabel(/nickname/i).first(), page.getByLabel(/^password/i).first()];
  await page.locator('body').press('Tab');
  for (const field of fields) {
    for (let i = 0; i < 25 && !(await field.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    // Mantine marks a focused field by its border colour: it differs from the other fields'.
    const [focused, other] = await page.evaluate(() => {
      const inputs = Array.from(document.querySelectorAll<HTMLElement>('main input'));
      const other = inputs.find((el) => el !== document.activeElement)!;
      return [getComputedStyle(document.activeElement!).borderColor, getComputedStyle(other).borderColor];
    });
    expect(focused, 'a focused sign-up field stands out').not.toBe(other);
  }
});

test('the desktop detail panel scrolls with the page, its close button in reach', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/dictionary/eng/ger/house');
  await page.getByTestId('result-word').first().click();
  const panel = page.getByTestId('panel-translation');
  const end = panel.getByText('Improve this entry');
  await expect(end).toBeAttached();
  // No box inside the panel scrolls on its own (it had a fixed height and a scroll bar of its own).
  const nested = await panel.evaluate((aside) =>
    [aside, ...Array.from(aside.querySelectorAll('*'))].filter((el) => /auto|scroll/.test(getComputedStyle(el).overflowY)).length,
  );
  expect(nested).toBe(0);
  // Taller than the window once its sections are in (they load one after another).
  await expect.poll(async () => (await panel.boundingBox())!.height).toBeGreaterThan(page.viewportSize()!.height);
  // The page's scroll reaches the panel's end; the head with × stays below the header.
  await page.mouse.move(1000, 500);
  for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 300);
  await expect(end).toBeInViewport();
  await expect(panel.getByTestId('panel-close')).toBeInViewport();
  await snap(page, testInfo, 'panel-end', { fullPage: false });
});

test('the selection tooltip stays clear of the footer and the bottom navigation', async ({ page }, testInfo) => {
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    await useWidth(page, width);
    await page.goto('/about');
    await expect(page.locator('main h1')).toBeVisible();
    // The last word of the page, scrolled to just above the footer (desktop) or the bottom navigation
    // (phone), selected; again until the overlays' code (loaded when the page is idle) shows the tooltip.
    const tooltip = page.getByTestId('selection-tooltip');
    await expect(async () => {
      await page.evaluate(() => {
        const paragraphs = document.querySelectorAll('main p');
        const text = paragraphs[paragraphs.length - 1]!.firstChild!;
        const words = [...text.textContent!.matchAll(/\p{L}{3,}/gu)];
        const last = words[words.length - 1]!;
        const range = document.createRange();
        range.setStart(text, last.index!);
        range.setEnd(text, last.index! + last[0].length);
        const floor = document.querySelector('[data-page-floor]')!.getBoundingClientRect().top;
        window.scrollBy(0, range.getBoundingClientRect().bottom - Math.min(floor, window.innerHeight) + 12);
        window.getSelection()!.removeAllRanges();
        window.getSelection()!.addRange(range);
        document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      });
      await expect(tooltip.getByTestId('quick-more')).toBeVisible({ timeout: 1500 });
    }).toPass();
    await expect(tooltip).toBeInViewport({ ratio: 1 });
    const tip = (await tooltip.boundingBox())!;
    const floor = (await page.locator('[data-page-floor]').boundingBox())!;
    expect(tip.y + tip.height, 'the tooltip ends above the footer / bottom navigation').toBeLessThanOrEqual(floor.y);
    await snap(page, testInfo, 'selection-near-footer', { fullPage: false });
  }
});
