// Favorites and the machine-translation fallback in a real browser, on an app instance of this spec's
// own (demo dictionary, the offline provider, generous registration limits), at 1280 and 390 px:
// a phrase the dictionary does not have -> its machine translation -> saved with the star into a new
// folder -> moved to another folder, commented, exported (the downloaded files read back); folders
// renamed, reordered (drag and keyboard), made main, deleted with their items moved; stars on a result
// card and a sentence; the daily limit of free machine translations; guests.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { startAppInstance, type AppInstance } from './support/app-instance';
import { WIDTHS, dismissCookieNotice, expect, snap, test as base, useWidth } from './support/fixtures';
import { registerMember, signInAs, type Member } from './support/members';

const test = base.extend<object, { app: AppInstance }>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const app = await startAppInstance(() => ({
        DEMO_DATA: 'true',
        PASSWORD_HASH_COST: 'test',
        RATE_LIMIT_REGISTRATION: '1000/1m',
        RATE_LIMIT_LOGIN: '1000/1m',
        // A build of one's own (others may be rebuilding apps/web/dist in the same tree meanwhile).
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      }));
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});

// The daily limit and a duplicate folder name are 400 answers, which Chromium logs as console errors.
test.use({ expectedConsoleErrors: /status of 400/ });
test.beforeEach(async ({ page }) => dismissCookieNotice(page));
test.afterEach(({ app }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`--- server log ---\n${app.log()}`);
});

type Account = Member;

/** A user made through the API (registration is not under test here), native speaker of `native`. */
const register = (request: APIRequestContext, native = 'fre') => registerMember(request, { native, prefix: 'fav' });
const signIn = signInAs;

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** Spends `count` of the account's free machine translations as the selection tooltip does. */
async function translateFromSelection(request: APIRequestContext, account: Account, count: number, word: string) {
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/translate/quick', {
      headers: auth(account),
      data: { text: `${word} number ${i + 1}`, lang: 'eng', lang_t: 'ger', source: 'selection' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

interface Folder {
  id: number;
  name: string;
  order: number;
  is_main: boolean;
  translations_count: number;
  sentences_count: number;
}

async function folders(request: APIRequestContext, account: Account): Promise<Folder[]> {
  const res = await request.get('/api/favorites/group?limit=100', { headers: auth(account) });
  expect(res.status()).toBe(200);
  return ((await res.json()).data as Folder[]).sort((a, b) => a.order - b.order);
}

async function createFolder(request: APIRequestContext, account: Account, name: string): Promise<Folder> {
  const res = await request.post('/api/favorites/group', { headers: auth(account), data: { name } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as Folder;
}

const alert = (page: Page) => page.locator('[role="status"][data-channel]');
const folderRow = (page: Page, name: string) =>
  page.getByTestId('folder-row').filter({ has: page.getByTestId('folder-name').getByText(name, { exact: true }) });

/** Full-page pictures start at the top (the sticky header would show mid-page otherwise). */
async function picture(page: Page, testInfo: Parameters<typeof snap>[1], name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, testInfo, name);
}

/** Selects `text` inside `within` the way a mouse would, and lets the page see the mouse go up. */
/**
 * Selects `text` inside `within` as a mouse would, until the selection tooltip shows: the
 * dictionary's overlays are a chunk loaded after the first paint, and a selection made before it
 * arrived has nobody listening (a person would select again).
 */
async function selectText(page: Page, within: Locator, text: string) {
  await expect(async () => {
    await selectOnce(within, text);
    await expect(page.getByTestId('selection-tooltip')).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 20_000 });
}

async function selectOnce(within: Locator, text: string) {
  await within.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    let all = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      nodes.push(n as Text);
      all += n.textContent;
    }
    const start = all.indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in "${all}"`);
    const end = start + wanted.length;
    const range = document.createRange();
    let at = 0;
    for (const node of nodes) {
      const len = node.textContent!.length;
      if (start >= at && start <= at + len) range.setStart(node, start - at);
      if (end >= at && end <= at + len) {
        range.setEnd(node, end - at);
        break;
      }
      at += len;
    }
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  }, text);
}

test.describe('at 1280 px', () => {
  test.beforeEach(async ({ page }) => useWidth(page, WIDTHS.desktop));

  test('a phrase the dictionary lacks: machine translation, saved into a new folder, moved, commented, exported', async ({ page, request }, testInfo) => {
    const anna = await register(request, 'fre');
    await signIn(page, anna);

    await page.goto('/dictionary/eng/ger/small%20house');
    await expect(page.getByTestId('not-found')).toBeVisible();
    const mt = page.getByTestId('machine-translation');
    await expect(mt.getByTestId('mt-text')).toHaveText('klein Haus');
    await expect(mt).toContainText('Machine translation');
    await expect(mt.getByTestId('mt-provider')).toHaveText('By Glossa from its own dictionary');
    await expect(mt.getByTestId('mt-quality')).toContainText('Confidence');
    // 'Add to the dictionary' opens the addition flow with the phrase and the machine's translation.
    const add = mt.getByTestId('mt-add');
    const href = await add.getAttribute('href');
    expect(href).toContain('/addition/translation?');
    const query = new URL(href!, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ lang: 'eng', lang_t: 'ger', word: 'small house', translation: 'klein Haus', out_of_place: 'dictionary' });
    await picture(page, testInfo, 'machine-translation');

    // The first star asks for a folder: a new one.
    const star = mt.getByTestId('favorite-star');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    const choice = page.getByTestId('folder-choice');
    await expect(choice).toBeVisible();
    await expect(choice).toContainText('Favorites');
    await choice.getByText('A new folder').click();
    await choice.getByTestId('folder-choice-name').fill('Street signs');
    await snap(page, testInfo, 'folder-choice');
    await choice.getByTestId('folder-choice-save').click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(alert(page)).toContainText('Saved to “Street signs”.');

    // The server has it, in that folder, as a raw pair.
    let list = await folders(request, anna);
    expect(list.map((f) => [f.name, f.translations_count])).toEqual([
      ['Favorites', 0],
      ['Street signs', 1],
    ]);

    // A reload shows the star filled (the answer's favorite), and the choice is remembered.
    await page.reload();
    await expect(page.getByTestId('machine-translation').getByTestId('favorite-star')).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(page.getByTestId('star-folder-setting')).toHaveValue(String(list[1]!.id));
    await folderRow(page, 'Street signs').getByTestId('folder-open').click();
    await expect(page).toHaveURL(new RegExp(`/favorites\\?folder=${list[1]!.id}$`));
    const view = page.getByTestId('folder-view');
    await expect(view.getByTestId('folder-title')).toContainText('Street signs');
    const item = view.getByTestId('favorite-item');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-kind', 'raw');
    await expect(item.getByTestId('favorite-pair')).toContainText('small house');
    await expect(item.getByTestId('favorite-to')).toHaveText('klein Haus');

    // Another folder, then the item moves there; both counts follow the answer's group_modified.
    await page.getByTestId('new-folder').click();
    await page.getByTestId('folder-name-input').fill('To learn');
    await page.getByTestId('folder-name-save').click();
    await expect(folderRow(page, 'To learn')).toBeVisible();
    await expect(view.getByTestId('folder-title')).toContainText('To learn');
    await folderRow(page, 'Street signs').getByTestId('folder-open').click();
    await item.getByTestId('favorite-menu').click();
    await page.getByTestId('favorite-move').click();
    const transfer = page.getByTestId('transfer-popup');
    await transfer.getByText('To learn').click();
    await transfer.getByTestId('transfer-confirm').click();
    await expect(alert(page)).toContainText('1 favorite moved to “To learn”.');
    await expect(view.getByTestId('folder-empty')).toBeVisible();
    await expect(folderRow(page, 'Street signs')).toContainText('Empty');
    await expect(folderRow(page, 'To learn')).toContainText('1 translation');
    list = await folders(request, anna);
    expect(list.map((f) => [f.name, f.translations_count])).toEqual([
      ['Favorites', 0],
      ['Street signs', 0],
      ['To learn', 1],
    ]);

    // A comment, kept by the server.
    await folderRow(page, 'To learn').getByTestId('folder-open').click();
    await item.getByTestId('comment-add').click();
    await item.getByTestId('comment-input').fill('Seen on a door in Köln; "klein" = small');
    await item.getByTestId('comment-save').click();
    await expect(item.getByTestId('comment-text')).toHaveText('Seen on a door in Köln; "klein" = small');
    await page.reload();
    await expect(page.getByTestId('favorite-item').getByTestId('comment-text')).toHaveText('Seen on a door in Köln; "klein" = small');
    await picture(page, testInfo, 'favorites');

    // Export: the files the browser saves hold the pair and the comment.
    await page.getByTestId('export-button').click();
    const csvDownload = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^To learn.*\.csv$/);
    const csvText = readFileSync((await csv.path())!, 'utf8');
    expect(csvText.charCodeAt(0)).toBe(0xfeff);
    const rows = csvText.slice(1).split('\r\n');
    expect(rows[0]).toBe('word,translation,lang_from,lang_to,example,example_translation,comment,audio,type');
    expect(rows[1]).toBe('small house,klein Haus,eng,ger,,,"Seen on a door in Köln; ""klein"" = small",,raw');

    await page.getByTestId('export-button').click();
    const ankiDownload = page.waitForEvent('download');
    await page.getByTestId('export-anki').click();
    const anki = await ankiDownload;
    const ankiText = readFileSync((await anki.path())!, 'utf8');
    expect(ankiText).toContain('#separator:tab');
    expect(ankiText).toContain('#deck:To learn');
    expect(ankiText).toMatch(/^small house\tklein Haus\t/m);

    // Copy it back into the first folder (checkbox and the selection bar): both folders hold it now.
    await item.getByTestId('favorite-select').check();
    await expect(page.getByTestId('selection-bar')).toContainText('1 selected');
    await page.getByTestId('selection-copy').click();
    await transfer.getByText('Street signs').click();
    await transfer.getByTestId('transfer-confirm').click();
    await expect(alert(page)).toContainText('1 favorite copied to “Street signs”.');
    await expect(view.getByTestId('favorite-item')).toHaveCount(1);
    await expect(folderRow(page, 'Street signs')).toContainText('1 translation');
    await expect.poll(async () => (await folders(request, anna)).map((f) => [f.name, f.translations_count])).toEqual([
      ['Favorites', 0],
      ['Street signs', 1],
      ['To learn', 1],
    ]);
  });

  test('folders: create, rename (a duplicate name refused), reorder by drag and keyboard, make main, delete moving the items', async ({ page, request }, testInfo) => {
    const ben = await register(request, 'fre');
    const [main] = await folders(request, ben); // the main folder is made on first use
    const after0 = () => main!.id;
    const alpha = await createFolder(request, ben, 'Alpha');
    const beta = await createFolder(request, ben, 'Beta');
    const gamma = await createFolder(request, ben, 'Gamma');
    const saved = await request.post('/api/favorites/translation/raw', {
      headers: auth(ben),
      data: { word_from: 'good morning', word_to: 'guten Morgen', lang_from: 'eng', lang_to: 'ger', favorite_group_id: alpha.id },
    });
    expect(saved.status()).toBe(200);
    await signIn(page, ben);
    await page.goto('/favorites');
    const rows = page.getByTestId('folder-row').getByTestId('folder-name');
    await expect(rows).toHaveText(['Favorites', 'Alpha', 'Beta', 'Gamma']);

    // Rename; a name the user already has (in another case) is refused with the spec's message.
    await folderRow(page, 'Beta').getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const input = page.getByTestId('folder-name-input');
    await input.fill('alpha');
    await page.getByTestId('folder-name-save').click();
    await expect(page.getByTestId('folder-name-form')).toContainText('A folder with the same name already exists');
    await input.fill('Verbs');
    await page.getByTestId('folder-name-save').click();
    await expect(rows).toHaveText(['Favorites', 'Alpha', 'Verbs', 'Gamma']);

    // Drag Gamma above Alpha with the mouse.
    const handle = folderRow(page, 'Gamma').getByTestId('folder-drag');
    const target = folderRow(page, 'Alpha');
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();
    await expect(rows).toHaveText(['Favorites', 'Gamma', 'Alpha', 'Verbs']);
    await expect.poll(async () => (await folders(request, ben)).map((f) => `${f.order}:${f.name}`)).toEqual([
      '1:Favorites',
      '2:Gamma',
      '3:Alpha',
      '4:Verbs',
    ]);

    // The keyboard: Space lifts, arrows move, Space drops.
    // Each step waits for what a screen reader hears, as a user waits to see the folder move.
    const live = page.locator('[aria-live]');
    await folderRow(page, 'Verbs').getByTestId('folder-drag').focus();
    await page.keyboard.press('Space');
    await expect(live).toContainText(['Picked up “Verbs” at position 4.']);
    await page.keyboard.press('ArrowUp');
    await expect(live).toContainText(['“Verbs” is over position 3.']);
    await page.keyboard.press('ArrowUp');
    await expect(live).toContainText(['“Verbs” is over position 2.']);
    await page.keyboard.press('Space');
    await expect(live).toContainText(['“Verbs” dropped at position 2.']);
    await expect(rows).toHaveText(['Favorites', 'Verbs', 'Gamma', 'Alpha']);
    await expect.poll(async () => (await folders(request, ben)).map((f) => f.name)).toEqual(['Favorites', 'Verbs', 'Gamma', 'Alpha']);

    // The menu's move down, for those who neither drag nor use the keyboard shortcuts.
    await folderRow(page, 'Verbs').getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    await expect(rows).toHaveText(['Favorites', 'Gamma', 'Verbs', 'Alpha']);

    // Make Alpha the main folder.
    await folderRow(page, 'Alpha').getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'Make it the main folder' }).click();
    await expect(folderRow(page, 'Alpha')).toContainText('Main');
    await expect.poll(async () => (await folders(request, ben)).find((f) => f.is_main)?.name).toBe('Alpha');
    await picture(page, testInfo, 'folders');

    // Delete Gamma (2nd): the ones after it move up one place.
    await folderRow(page, 'Gamma').getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'Delete the folder' }).click();
    await expect(page.getByTestId('delete-folder')).toContainText('The folder is empty.');
    await page.getByTestId('delete-folder-confirm').click();
    await expect(rows).toHaveText(['Favorites', 'Verbs', 'Alpha']);
    await expect.poll(async () => (await folders(request, ben)).map((f) => `${f.order}:${f.name}`)).toEqual([
      '1:Favorites',
      '2:Verbs',
      '3:Alpha',
    ]);

    // Delete the main folder Alpha, moving its item into Verbs.
    await folderRow(page, 'Alpha').getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'Delete the folder' }).click();
    const dialog = page.getByTestId('delete-folder');
    await expect(dialog).toContainText('It holds 1 item.');
    await dialog.getByText('Move them into another folder').click();
    await dialog.getByTestId('delete-move-to').selectOption({ label: 'Verbs' });
    await snap(page, testInfo, 'delete-folder');
    await page.getByTestId('delete-folder-confirm').click();
    await expect(rows).toHaveText(['Favorites', 'Verbs']);
    // The list changed at once; the server follows: the first remaining folder is main, the item moved.
    await expect
      .poll(async () => (await folders(request, ben)).map((f) => [f.id, f.order, f.name, f.is_main, f.translations_count]))
      .toEqual([
        [after0(), 1, 'Favorites', true, 0],
        [beta.id, 2, 'Verbs', false, 1],
      ]);
    await expect(folderRow(page, 'Favorites')).toContainText('Main');
    await expect(folderRow(page, 'Verbs')).toContainText('1 translation');
    expect(gamma.id).not.toBe(beta.id);
  });

  test('stars on a result card, in the detail panel and on a sentence; the star folder setting', async ({ page, request }) => {
    const cleo = await register(request, 'fre');
    await signIn(page, cleo);
    await page.goto('/favorites');
    // Decided on the page: the main folder, no question.
    await page.getByTestId('star-folder-setting').selectOption('main');

    await page.goto('/dictionary/eng/ger/house');
    const card = page.getByTestId('result-card').first();
    const star = card.getByTestId('favorite-star');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(alert(page)).toContainText('Saved to “Favorites”.');
    await expect(page.getByTestId('folder-choice')).toHaveCount(0);
    // The panel shows the same favorite (the cached answers follow the star).
    await card.getByTestId('result-word').click();
    // (The panel's own star, not those of the example sentences it may list.)
    await expect(page.getByTestId('panel-translation').locator('[data-testid="favorite-star"][data-place="translation-panel"]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');

    await page.getByTestId('examples-button').click();
    const sentenceStar = page.getByTestId('panel-sentences').getByTestId('sentence').first().getByTestId('favorite-star');
    await sentenceStar.click();
    await expect(sentenceStar).toHaveAttribute('aria-pressed', 'true');

    let list = await folders(request, cleo);
    expect(list.map((f) => [f.name, f.translations_count, f.sentences_count])).toEqual([['Favorites', 1, 1]]);

    // Un-star the card: optimistic, and the server agrees.
    await page.keyboard.press('Escape');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await folders(request, cleo))[0]!.translations_count).toBe(0);

    await page.goto('/favorites');
    const item = page.getByTestId('favorite-item');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-kind', 'sentence');
    await expect(item).toContainText('We live in a small house near the river.');
    list = await folders(request, cleo);
    expect(list[0]!.sentences_count).toBe(1);
  });

  test('the daily limit of free machine translations: the 10th allowed, the 11th refused; the dictionary is exempt', async ({ page, request }, testInfo) => {
    const dan = await register(request, 'fre');
    // Nine translations the way the tooltip asks for them (source: selection), through the API.
    await translateFromSelection(request, dan, 9, 'house');
    await signIn(page, dan);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/translate/quick')) asked.push(r.postDataJSON().text as string);
    });

    await page.goto('/dictionary/eng/ger/house');
    await page.getByTestId('examples-button').click();
    const sentence = page.getByTestId('panel-sentences').getByTestId('sentence').first();

    // The 10th: a phrase the dictionary does not have is translated by the machine.
    await selectText(page, sentence, 'small house');
    const tooltip = page.getByTestId('selection-tooltip');
    await expect(tooltip.getByTestId('mt-text')).toHaveText('klein Haus');
    await snap(page, testInfo, 'selection-machine-translation');
    expect(asked).toEqual(['small house']);
    // Its star saves the pair (the first star asks where: the main folder is offered first).
    const tooltipStar = tooltip.getByTestId('favorite-star');
    await expect(tooltipStar).toHaveAttribute('aria-pressed', 'false');
    await tooltipStar.click();
    await page.getByTestId('folder-choice').getByText('Favorites', { exact: true }).click();
    await page.getByTestId('folder-choice-save').click();
    await expect(alert(page)).toContainText('Saved to “Favorites”.');
    await expect.poll(async () => (await folders(request, dan))[0]!.translations_count).toBe(1);

    // The 11th (a new selection replaces the tooltip; Esc would close the panel too) is refused here,
    // from the count the server sent: no request at all.
    await selectText(page, sentence, 'the river');
    await expect(tooltip.getByTestId('mt-daily-limit')).toContainText("Today's free machine translations are used up");
    await expect(tooltip.getByTestId('mt-plus-hint')).toHaveText('Glossa Plus: unlimited machine translations');
    await snap(page, testInfo, 'daily-limit');
    expect(asked).toEqual(['small house']);

    // The server says the same to a request that does not ask the browser first.
    const refused = await request.post('/api/translate/quick', {
      headers: auth(dan),
      data: { text: 'the river', lang: 'eng', lang_t: 'ger', source: 'selection' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).errors[0].code).toBe('MACHINE_TRANSLATION_DAILY_LIMIT');

    // A search in the dictionary is exempt (core.md §5): its machine translation still comes.
    await page.goto('/dictionary/eng/ger/big%20river');
    await expect(page.getByTestId('machine-translation').getByTestId('mt-text')).toHaveText('groß Fluss');
    expect(asked.at(-1)).toBe('big river');
  });

  test('a word nobody knows: the machine says it has no translation; a guest on desktop is sent to Favorites', async ({ page }, testInfo) => {
    await page.goto('/dictionary/eng/ger/zzyzxq');
    const mt = page.getByTestId('machine-translation');
    await expect(mt.getByTestId('mt-none')).toContainText('No machine translation');
    await expect(mt.getByTestId('favorite-star')).toHaveCount(0);

    // A guest's star on a result card leads to the Favorites route, which offers to sign in.
    await page.goto('/dictionary/eng/ger/house');
    await page.getByTestId('result-card').first().getByTestId('favorite-star').click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByTestId('favorites-guest')).toContainText('Keep the words you want to learn');
    await snap(page, testInfo, 'guest');
  });
});

test.describe('at 1280 px, the tooltip star and a failing provider', () => {
  test.beforeEach(async ({ page }) => useWidth(page, WIDTHS.desktop));

  test("no star in the tooltip for the user's native language", async ({ page, request }) => {
    const gil = await register(request, 'eng');
    await signIn(page, gil);
    await page.goto('/dictionary/eng/ger/house');
    await page.getByTestId('examples-button').click();
    const sentence = page.getByTestId('panel-sentences').getByTestId('sentence').first();
    await selectText(page, sentence, 'small house');
    const tooltip = page.getByTestId('selection-tooltip');
    await expect(tooltip.getByTestId('mt-text')).toHaveText('klein Haus');
    await expect(tooltip.getByTestId('favorite-star')).toHaveCount(0);
  });

  test('LibreTranslate failing: the offline translation comes, and says why', async ({ page }, testInfo) => {
    // An app instance of its own, with the demo data: starting it takes most of the default 30 s when the machine is busy.
    test.setTimeout(150_000);
    // A LibreTranslate that answers every request with a server error.
    const broken = createServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"overloaded"}');
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const { port } = broken.address() as { port: number };
    const app = await startAppInstance(() => ({
      DEMO_DATA: 'true',
      MT_PROVIDER: 'libretranslate',
      MT_LIBRETRANSLATE_URL: `http://127.0.0.1:${port}`,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    }));
    try {
      await page.goto(`${app.url}/dictionary/eng/ger/small%20house`);
      const mt = page.getByTestId('machine-translation');
      await expect(mt.getByTestId('mt-text')).toHaveText('klein Haus');
      await expect(mt.getByTestId('mt-provider')).toHaveText('By Glossa from its own dictionary');
      await expect(mt.getByTestId('mt-fallback')).toHaveText('LibreTranslate is not available, so Glossa translated it from its own dictionary.');
      await snap(page, testInfo, 'provider-fallback');
    } finally {
      await app.stop();
      await new Promise((resolve) => broken.close(resolve));
    }
  });
});

test.describe('at 390 px', () => {
  test.beforeEach(async ({ page }) => useWidth(page, WIDTHS.mobile));

  test('a guest star goes to /auth; signed in: the machine translation, the folder list, a folder and back', async ({ page, request }, testInfo) => {
    await page.goto('/dictionary/eng/ger/house');
    await page.getByTestId('result-card').first().getByTestId('favorite-star').click();
    await expect(page).toHaveURL(/\/auth$/);

    const eve = await register(request, 'fre');
    const main = (await folders(request, eve))[0]!;
    const trip = await createFolder(request, eve, 'Trip to Berlin');
    for (const [from, to] of [
      ['good morning', 'guten Morgen'],
      ['the small house', 'das kleine Haus'],
    ] as const) {
      await request.post('/api/favorites/translation/raw', {
        headers: auth(eve),
        data: { word_from: from, word_to: to, lang_from: 'eng', lang_to: 'ger', favorite_group_id: trip.id },
      });
    }
    await signIn(page, eve);
    await page.goto('/dictionary/eng/ger/small%20river');
    await expect(page.getByTestId('machine-translation').getByTestId('mt-text')).toHaveText('klein Fluss');
    await snap(page, testInfo, 'machine-translation');

    await page.goto('/favorites');
    await expect(page.getByTestId('folder-row')).toHaveCount(2);
    await expect(page.getByTestId('folder-view')).toHaveCount(0);
    await snap(page, testInfo, 'favorites');
    await folderRow(page, 'Trip to Berlin').getByTestId('folder-open').click();
    await expect(page).toHaveURL(new RegExp(`/favorites\\?folder=${trip.id}$`));
    await expect(page.getByTestId('favorite-item')).toHaveCount(2);
    await page.getByTestId('favorite-item').first().getByTestId('favorite-select').check();
    await expect(page.getByTestId('selection-bar')).toContainText('1 selected');
    await snap(page, testInfo, 'folder');
    await page.getByTestId('folder-back').click();
    await expect(page.getByTestId('folder-row')).toHaveCount(2);
    expect(main.is_main).toBe(true);
  });

  test('the daily limit message in the selection tooltip on a phone', async ({ page, request }, testInfo) => {
    const hal = await register(request, 'fre');
    await translateFromSelection(request, hal, 10, 'river');
    await signIn(page, hal);
    // The dictionary's own machine translation is exempt: it comes, and brings the day's count along.
    await page.goto('/dictionary/eng/ger/small%20river');
    await expect(page.getByTestId('machine-translation').getByTestId('mt-text')).toHaveText('klein Fluss');
    await page.goto('/dictionary/eng/ger/house');
    await page.getByTestId('examples-button').click();
    // On a phone the examples are a page of their own.
    await selectText(page, page.getByTestId('sentence').first(), 'small house');
    const tooltip = page.getByTestId('selection-tooltip');
    await expect(tooltip.getByTestId('mt-daily-limit')).toContainText("Today's free machine translations are used up");
    await expect(tooltip.getByTestId('mt-plus-hint')).toHaveText('Glossa Plus: unlimited machine translations');
    await snap(page, testInfo, 'daily-limit');
  });

  test('folders on a phone: create, rename, reorder, make main, move, copy, comment, export, delete', async ({ page, request }, testInfo) => {
    const fay = await register(request, 'fre');
    const words = await createFolder(request, fay, 'Words');
    for (const [from, to] of [
      ['good morning', 'guten Morgen'],
      ['good night', 'gute Nacht'],
    ] as const) {
      const res = await request.post('/api/favorites/translation/raw', {
        headers: auth(fay),
        data: { word_from: from, word_to: to, lang_from: 'eng', lang_to: 'ger', favorite_group_id: words.id },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await signIn(page, fay);
    await page.goto('/favorites');
    const rows = page.getByTestId('folder-row').getByTestId('folder-name');
    await expect(rows).toHaveText(['Favorites', 'Words']);

    // A new folder opens as a page of its own; Back returns to the list.
    await page.getByTestId('new-folder').click();
    await page.getByTestId('folder-name-input').fill('Phrases');
    await page.getByTestId('folder-name-save').click();
    await expect(page.getByTestId('folder-title')).toContainText('Phrases');
    await expect(page.getByTestId('folder-empty')).toBeVisible();
    await page.getByTestId('folder-back').click();
    await expect(rows).toHaveText(['Favorites', 'Words', 'Phrases']);

    // Rename, move up with the menu (the phone's way besides a long-press drag), make main.
    await folderRow(page, 'Phrases').getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByTestId('folder-name-input').fill('Greetings');
    await page.getByTestId('folder-name-save').click();
    await expect(rows).toHaveText(['Favorites', 'Words', 'Greetings']);
    await folderRow(page, 'Greetings').getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    await expect(rows).toHaveText(['Favorites', 'Greetings', 'Words']);
    await folderRow(page, 'Words').getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'Make it the main folder' }).click();
    await expect(folderRow(page, 'Words')).toContainText('Main');
    await expect
      .poll(async () => (await folders(request, fay)).map((f) => `${f.order}:${f.name}${f.is_main ? ':main' : ''}`))
      .toEqual(['1:Favorites', '2:Greetings', '3:Words:main']);
    await snap(page, testInfo, 'folders-phone');

    // In Words: one item moved with its menu, the other copied from the selection bar.
    await folderRow(page, 'Words').getByTestId('folder-open').click();
    const items = page.getByTestId('favorite-item');
    await expect(items).toHaveCount(2);
    await items.filter({ hasText: 'good night' }).getByTestId('favorite-menu').click();
    await page.getByTestId('favorite-move').click();
    const transfer = page.getByTestId('transfer-popup');
    await transfer.getByText('Greetings').click();
    await transfer.getByTestId('transfer-confirm').click();
    await expect(items).toHaveCount(1);
    await items.first().getByTestId('favorite-select').check();
    await expect(page.getByTestId('selection-bar')).toContainText('1 selected');
    await snap(page, testInfo, 'selection-phone');
    await page.getByTestId('selection-copy').click();
    await transfer.getByText('Greetings').click();
    await transfer.getByTestId('transfer-confirm').click();
    await expect(page.getByTestId('selection-bar')).toHaveCount(0);
    await expect
      .poll(async () => (await folders(request, fay)).map((f) => [f.name, f.translations_count]))
      .toEqual([
        ['Favorites', 0],
        ['Greetings', 2],
        ['Words', 1],
      ]);

    // A comment, then the folder exported as CSV with it.
    const item = items.first();
    await item.getByTestId('comment-add').click();
    await item.getByTestId('comment-input').fill('Until noon');
    await item.getByTestId('comment-save').click();
    await expect(item.getByTestId('comment-text')).toHaveText('Until noon');
    await snap(page, testInfo, 'comment-phone');
    await page.getByTestId('export-button').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv.slice(1).split('\r\n')[1]).toBe('good morning,guten Morgen,eng,ger,,,Until noon,,raw');

    // Back to the list; Greetings is deleted with its items, the ones after it move up.
    await page.getByTestId('folder-back').click();
    await folderRow(page, 'Greetings').getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'Delete the folder' }).click();
    await expect(page.getByTestId('delete-folder')).toContainText('It holds 2 items.');
    await page.getByTestId('delete-folder-confirm').click();
    await expect(rows).toHaveText(['Favorites', 'Words']);
    await expect
      .poll(async () => (await folders(request, fay)).map((f) => `${f.order}:${f.name}:${f.translations_count}`))
      .toEqual(['1:Favorites:0', '2:Words:1']);
  });
});
