// Issue 39: a compilation open in its author's editor is "temporarily unavailable" to another member
// (community.md §4), who can try again once the author leaves; leaving the editor with unsaved
// changes asks first. Screenshots at 1280 and 390 px, English and German.
import type { APIRequestContext } from '@playwright/test';
import { WIDTHS, expect, snap, test, useWidth } from './support/fixtures';
import { openAs, register, type Account } from './support/contributions-fixtures';

const langs = [
  { lang_code: 'eng', level: 'NATIVE' },
  { lang_code: 'ger', level: 'BASE' },
];

async function publicCompilation(request: APIRequestContext, who: Account): Promise<string> {
  const auth = { Authorization: `Bearer ${who.token}` };
  const ids: number[] = [];
  for (const word of ['dog', 'cat', 'house', 'water', 'bread', 'apple']) {
    const res = await request.get(`/api/translations/light?lang=eng&lang_t=ger&search=${word}`, { headers: auth });
    expect(res.status(), await res.text()).toBe(200);
    const found = (await res.json()).data as { id: number; primary_word: { name: string } }[];
    ids.push(found.find((t) => t.primary_word.name === word)!.id);
  }
  const res = await request.post('/api/education/selections', {
    headers: auth,
    data: { name: 'Garten und Küche', lang_from: 'eng', lang_to: 'ger', union_ids: ids, is_public: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.uuid as string;
}

test('a compilation being edited is temporarily unavailable to others; the editor asks before unsaved changes are lost', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const anna = await register(page.request, 'Anna', langs);
  const ben = await register(page.request, 'Ben', langs);
  const uuid = await publicCompilation(page.request, anna);

  await useWidth(page, WIDTHS.desktop);
  await openAs(page, anna, `/training/selection/edit?uuid=${uuid}`);
  await expect(page.getByTestId('selection-name')).toHaveValue('Garten und Küche');
  await page.getByTestId('selection-name').fill('Tiere, Essen und mehr');

  const other = await browser.newPage();
  for (const [width, prefix, text] of [
    [WIDTHS.desktop, '', 'This collection is being edited and is temporarily unavailable'],
    [WIDTHS.mobile, '/de', 'Diese Sammlung wird gerade bearbeitet und ist vorübergehend nicht verfügbar'],
  ] as const) {
    await useWidth(other, width);
    await openAs(other, ben, `${prefix}/training/selection?uuid=${uuid}`);
    await expect(other.getByTestId('selection-unavailable')).toContainText(text);
    await snap(other, testInfo, `selection-unavailable${prefix.replace('/', '-')}`);
  }

  // Anna tries to leave with her change unsaved: asked; she stays, then leaves without saving.
  await page.getByRole('link', { name: 'Training' }).first().click();
  await expect(page.getByText('Leave without saving?')).toBeVisible();
  await snap(page, testInfo, 'editor-leave-question');
  await page.getByTestId('editor-stay').click();
  await expect(page.getByTestId('selection-name')).toHaveValue('Tiere, Essen und mehr');
  await page.getByRole('link', { name: 'Training' }).first().click();
  await page.getByTestId('editor-leave').click();
  await expect(page).toHaveURL(/\/training$/);

  // Free again: Ben's Try again opens it, unchanged.
  await other.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(other.getByTestId('selection-title')).toHaveText('Garten und Küche');
  await other.close();
});
