// Language pickers show whole language names on a phone (issue 36 item 15: at 390 px the Ukrainian
// pickers read "Українсь"). Ukrainian names are among the longest of the 8 interface languages
// ("Португальська", "Нідерландська"), so every page with a picker is opened in Ukrainian at 390 px
// with such a pair chosen, and each visible <select> must have room for the name it shows.
import type { Page } from '@playwright/test';
import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';
import { registerMember, signInAs } from './support/members';

test.beforeEach(async ({ page }) => {
  await dismissCookieNotice(page);
  await page.addInitScript(() => window.localStorage.setItem('glossa-locale', 'uk'));
  await useWidth(page, WIDTHS.mobile);
});

/** Every visible <select> of the page: the width its chosen option's text needs and the room it has. */
async function pickerFits(page: Page) {
  const selects = page.locator('select:visible');
  await expect(selects.first()).toBeVisible();
  // The names come with the language list; until then a code or "loading…" stands in.
  for (const select of await selects.all()) await expect(select.locator('option:checked')).not.toHaveText(/^[a-z]{3}$|…$/);
  const measured = [];
  for (const select of await selects.all()) {
    measured.push(
      await select.evaluate((el: HTMLSelectElement) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const label = el.selectedOptions[0]?.text ?? '';
        const text = ctx.measureText(label).width;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { label, text: Math.ceil(text), room: Math.floor(room) };
      }),
    );
  }
  return measured;
}

function expectAllFit(measured: { label: string; text: number; room: number }[]) {
  expect(measured.length).toBeGreaterThan(0);
  for (const m of measured) expect(m.text, `"${m.label}" needs ${m.text} px, has ${m.room}`).toBeLessThanOrEqual(m.room);
}

test('a guest: the home search and the dictionary page show whole Ukrainian names at 390 px', async ({ page }, testInfo) => {
  await page.goto('/uk/');
  const home = await pickerFits(page);
  await snap(page, testInfo, 'home-uk');
  expectAllFit(home);

  await page.goto('/uk/dictionary/por/dut');
  const dictionary = await pickerFits(page);
  await snap(page, testInfo, 'dictionary-uk');
  expect(dictionary.map((m) => m.label)).toEqual(expect.arrayContaining(['Португальська', 'Нідерландська']));
  expectAllFit(dictionary);
});

test('a member: the profile languages, adding a translation and the compilation editor at 390 px', async ({ page, request }, testInfo) => {
  const member = await registerMember(request, { native: 'ukr', learning: 'por', prefix: 'pk' });
  await signInAs(page, member);

  await page.goto(`/uk/profile/${member.nickname}/languages`);
  const languages = await pickerFits(page);
  await snap(page, testInfo, 'profile-languages-uk');
  expectAllFit(languages);

  await page.goto('/uk/addition/translation?lang=por&lang_t=dut&word=casa&out_of_place=dictionary');
  const addition = await pickerFits(page);
  await snap(page, testInfo, 'translation-uk');
  expectAllFit(addition);

  await page.goto('/uk/training/selection/create');
  const editor = await pickerFits(page);
  await snap(page, testInfo, 'selection-editor-uk');
  expectAllFit(editor);
});
