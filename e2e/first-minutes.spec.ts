// What a newcomer meets first (issue 21): language codes people actually type, suggestions in the
// header and home searches, and the header placeholder in long-worded locales, at 1280 and 390 px.
import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

test.beforeEach(async ({ page }) => dismissCookieNotice(page));

test('language code aliases redirect to the dictionary code; an unknown code is said plainly', async ({ page, request }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  await page.goto('/dictionary/eng/deu/house');
  await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
  await expect(page.getByTestId('result-card').first()).toBeVisible();

  await useWidth(page, WIDTHS.mobile);
  await page.goto('/de/dictionary/en/DE/house/sentences?word=house');
  await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house\/sentences\?word=house$/);

  await page.goto('/dictionary/eng/xyz/house');
  await expect(page.getByTestId('unknown-language-code')).toContainText('No language has the code “xyz”');
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
