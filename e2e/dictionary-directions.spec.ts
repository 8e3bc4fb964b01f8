// A word searched the wrong way round (issue 35), in every interface language at 1280 and 390 px:
// with English -> Spanish chosen, "Haus" says it is German and offers German -> Spanish in one
// click; "casa" offers the swap, and the swap button searches it Spanish -> English.
import type { Page } from '@playwright/test';
import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

const LOCALES = ['en', 'de', 'es', 'fr', 'nl', 'pl', 'ru', 'uk'] as const;

test.beforeEach(async ({ page }) => dismissCookieNotice(page));

const prefixOf = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

/** Nothing wider than the viewport: a long language name wraps instead of pushing the page sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
  for (const locale of LOCALES) {
    test(`${locale} at ${width} px: the direction hint and the swap`, async ({ page }, testInfo) => {
      await useWidth(page, width);
      const prefix = prefixOf(locale);
      await page.goto(`${prefix}/dictionary/eng/spa/Haus`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      const hint = page.getByTestId('other-directions');
      await expect(hint).toContainText('Haus');
      // Every interpolation filled: no raw i18n placeholder or key reaches the reader.
      await expect(hint).not.toContainText('{{');
      await expect(hint).not.toContainText('other_directions');
      const german = hint.getByTestId('other-direction').first();
      await expect(german).toHaveText(/\(\d+\)$/);
      await expectNoSidewaysScroll(page);
      if (locale === 'en' || locale === 'uk') await snap(page, testInfo, `haus-${locale}`);

      await german.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dictionary/ger/(spa|eng)/Haus$`));
      await expect(page.getByTestId('result-word').first()).toBeVisible();

      // "casa" with English -> Spanish: the swap button searches it Spanish -> English.
      await page.goto(`${prefix}/dictionary/eng/spa/casa`);
      await expect(page.getByTestId('other-directions')).toContainText('casa');
      await page.getByTestId('swap-languages').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dictionary/spa/eng/casa$`));
      await expect(page.getByTestId('result-word').first()).toHaveText('house');
      await expectNoSidewaysScroll(page);
    });
  }
}
