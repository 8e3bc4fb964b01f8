// The administrators' Dictionaries page (issue 37): an administrator sees the FreeDict sources
// found on the machine, imports a small one and watches its progress to the result, then the
// search finds its words; a source whose file is cut short is refused with the reason, in the page.
// At 1280 and 390 px, in English and German. The instance is the spec's own (e2e/support/
// dictionaries-fixtures.ts): FREEDICT_DIR holds a tiny eng-deu pair and a truncated eng-nld one,
// written by the server tests' dictd writer, and imports go one entry per transaction so that the
// progress is seen.
import type { Page } from '@playwright/test';
import { WIDTHS, expect, snap, useWidth } from './support/fixtures';
import { login, openAs, setLanguages } from './support/contributions-fixtures';
import { test } from './support/dictionaries-fixtures';

test.use({ expectedConsoleErrors: /status of 400/ });

const CASES = [
  { locale: 'en', width: WIDTHS.desktop },
  { locale: 'de', width: WIDTHS.mobile },
  { locale: 'en', width: WIDTHS.mobile },
  { locale: 'de', width: WIDTHS.desktop },
] as const;

const TEXT = {
  en: { title: 'Dictionaries', import: /^(Import|Re-import)$/, done: /^Done: \d+ entries read/, startFailed: 'The import could not start', step: /\d+ of \d+ entries/ },
  de: { title: 'Wörterbücher', import: /^(Importieren|Neu importieren)$/, done: /^Fertig: \d+ Einträge gelesen/, startFailed: 'Der Import konnte nicht starten', step: /\d+ von \d+ Einträgen/ },
} as const;

test.describe.configure({ mode: 'serial' });

/** Rows (cards at 390 px) and their buttons that reach past the window's left or right edge. */
async function outsideTheWindow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-testid="dictionary-sources"] tr, [data-testid="dictionary-sources"] button, [data-testid="dictionary-languages"] tr'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.left < 0 || box.right > document.documentElement.clientWidth)
      .map(({ el, box }) => `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 30)}": ${Math.round(box.left)}-${Math.round(box.right)} px`),
  );
}

for (const { locale, width } of CASES) {
  test(`${locale} at ${width} px: sources, an import to its result, a bad file's message`, async ({ page, adminAccount }, testInfo) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    await useWidth(page, width);
    // A native language, so that the app does not ask for one first.
    const session = await login(page.request, adminAccount.email);
    await setLanguages(page.request, session.token, [{ lang_code: 'eng', level: 'NATIVE' }]);
    await openAs(page, adminAccount, `${locale === 'en' ? '' : `/${locale}`}/moderation/dictionaries`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    // The sources found in FREEDICT_DIR, each with its size and an Import button.
    const sources = page.getByTestId('dictionary-sources');
    const engDeu = sources.locator('tr[data-source="freedict:eng-deu"]');
    await expect(engDeu).toContainText('MB');
    await expect(sources.locator('tr[data-source="freedict:eng-nld"]')).toBeVisible();
    // Every row, on phones a card, and its button lie within the window: none cut off at an edge.
    expect(await outsideTheWindow(page)).toEqual([]);
    await snap(page, testInfo, `sources-${locale}`);

    // Import the small pair: the progress (step, entries) live over the socket, then the result.
    await engDeu.getByRole('button', { name: text.import }).click();
    const current = page.getByTestId('dictionary-import');
    // The page is read every frame (the small pair takes a few seconds): the entries count shows.
    await page.waitForFunction(
      (pattern) => new RegExp(pattern).test(document.querySelector('[data-testid="dictionary-import-step"]')?.textContent ?? ''),
      text.step.source,
      { polling: 'raf', timeout: 60_000 },
    );
    await snap(page, testInfo, `progress-${locale}`);
    await expect(current).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
    await expect(page.getByTestId('dictionary-result')).toHaveText(text.done);
    // The source now says when it was imported; the button offers a re-import.
    await expect(engDeu.getByRole('button')).toHaveText(locale === 'en' ? 'Re-import' : 'Neu importieren');
    expect(await outsideTheWindow(page)).toEqual([]);
    await snap(page, testInfo, `done-${locale}`);

    // The words are searchable.
    const search = await page.request.get('/api/translations?lang=eng&lang_t=ger&search=street');
    expect(search.status()).toBe(200);
    expect(JSON.stringify(await search.json())).toContain('Straße');

    // A file cut short: refused before anything is written, with the parser's reason.
    await sources.locator('tr[data-source="freedict:eng-nld"]').getByRole('button').click();
    const refused = page.getByTestId('dictionary-start-error');
    await expect(refused).toContainText(text.startFailed);
    await expect(refused).toContainText(/truncated/);
    await expect(current).toHaveAttribute('data-status', 'done');
    await snap(page, testInfo, `bad-file-${locale}`);
  });
}
