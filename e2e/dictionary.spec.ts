// The dictionary in a real browser against the real server and its demo dictionary, at 1280 and
// 390 px: search and autocomplete, the translation panel (desktop) and DetailWordPage (mobile), swap,
// not-found with close spellings, keyboard, examples, history, the selection tooltip and the mini
// dictionary; signed in: likes and pronunciation audio uploaded through the contributions API.
import type { APIRequestContext, Page } from '@playwright/test';
import { WIDTHS, dismissCookieNotice, expect, snap, test, useWidth } from './support/fixtures';

const PASSWORD = 'Secret-123';

test.beforeEach(async ({ page }) => dismissCookieNotice(page));

/** Types like a person (key by key), so the 300 ms debounce of the suggestions applies. */
async function typeSlowly(page: Page, text: string) {
  await page.getByTestId('search-input').pressSequentially(text, { delay: 60 });
}

test.describe('at 1280 px', () => {
  test.beforeEach(async ({ page }) => useWidth(page, WIDTHS.desktop));

  test('search with autocomplete, results, the translation panel, / and Esc', async ({ page }, testInfo) => {
    await page.goto('/dictionary');
    // Plain `dictionary` takes the default pair: English interface -> Spanish.
    await expect(page).toHaveURL(/\/dictionary\/eng\/spa$/);
    await expect(page.getByTestId('dictionary-landing')).toBeVisible();
    await expect(page.getByTestId('example-sentence')).toBeVisible();
    await snap(page, testInfo, 'landing');

    await page.getByRole('combobox', { name: 'To', exact: true }).selectOption('ger');
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger$/);

    // Autocomplete: words starting with "hou", with their best translation.
    const input = page.getByTestId('search-input');
    await input.click();
    await typeSlowly(page, 'hou');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(list.getByRole('option', { name: /house\s*Haus/ })).toBeVisible();
    await snap(page, testInfo, 'autocomplete');
    await input.press('ArrowDown');
    while ((await list.getByRole('option', { selected: true }).textContent())?.startsWith('house') !== true) {
      await input.press('ArrowDown');
    }
    await input.press('Enter');

    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
    await expect(page.getByTestId('headword')).toHaveText('house');
    const card = page.getByTestId('result-card').first();
    await expect(card.getByTestId('result-word')).toHaveText('Haus');
    await expect(card).toContainText('neuter');
    await expect(card).toContainText('A building in which people live');
    await snap(page, testInfo, 'results');

    // The card opens the side panel; the URL names the entry (issue 36: the id stays in the URL).
    await card.getByTestId('result-word').click();
    const panel = page.getByTestId('panel-translation');
    await expect(panel.getByTestId('detail-translation-word')).toHaveText('Haus');
    await expect(panel.getByTestId('detail-meanings')).toContainText('Ein Gebäude');
    await expect(panel.getByTestId('detail-sources')).toContainText('Glossa demo dictionary');
    await expect(panel.getByTestId('detail-sources')).toContainText('CC BY-SA 4.0');
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house\/\d+$/);
    await snap(page, testInfo, 'panel');

    // `/` focuses the search box from anywhere; Esc in it closes nothing else, outside closes the panel.
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await input.press('Tab');
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    // The panel closed: the URL is the search again.
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
    await expect(page.getByTestId('history')).toBeVisible();
  });

  test('a translation with synonyms and antonyms; the examples panel', async ({ page }, testInfo) => {
    await page.goto('/dictionary/eng/ger/happy');
    await page.getByTestId('result-card').first().getByTestId('result-word').click();
    const panel = page.getByTestId('panel-translation');
    await expect(panel.getByTestId('detail-synonyms')).toContainText('cheerful');
    await expect(panel.getByTestId('detail-synonyms')).toContainText('froh');
    await expect(panel.getByTestId('detail-antonyms')).toContainText('sad');
    await expect(panel.getByTestId('detail-antonyms')).toContainText('traurig');
    await snap(page, testInfo, 'panel-relations');

    // A synonym is a search of its own, in its own language (the demo has no translations of it).
    await panel.getByRole('link', { name: 'froh' }).click();
    await expect(page).toHaveURL(/\/dictionary\/ger\/eng\/froh$/);
    await expect(page.getByTestId('not-found')).toContainText('No translations of “froh”');

    await page.goto('/dictionary/eng/ger/house');
    await page.getByTestId('examples-button').click();
    const sentences = page.getByTestId('panel-sentences');
    await expect(sentences.getByTestId('sentence').first()).toContainText('We live in a small house near the river.');
    await expect(sentences.getByTestId('sentence').first().locator('mark')).toHaveText('house');
    await expect(sentences.getByTestId('sentence').first()).toContainText('Wir wohnen in einem kleinen Haus am Fluss.');
    await snap(page, testInfo, 'sentences-panel');
    await page.keyboard.press('Escape');
    await expect(sentences).toHaveCount(0);
  });

  test('an entry link on desktop opens the search page with its panel, the id kept in the URL', async ({ page, request }) => {
    const answer = await request.get('/api/translations?lang=eng&lang_t=ger&search=bank');
    const [first, second] = ((await answer.json()) as { data: { id: number; translation_word: { name: string } }[] }).data;
    expect(first!.id).not.toBe(second!.id);
    await page.goto(`/dictionary/eng/ger/bank/${second!.id}`);
    const panel = page.getByTestId('panel-translation');
    await expect(panel.getByTestId('detail-translation-word')).toHaveText(second!.translation_word.name);
    await expect(page.getByTestId('result-card').nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(new RegExp(`/dictionary/eng/ger/bank/${second!.id}$`));
    // A reload (or the link shared) shows the same panel.
    await page.reload();
    await expect(panel.getByTestId('detail-translation-word')).toHaveText(second!.translation_word.name);
    // Another result: the URL follows, and the page stays (text typed in the box is still there).
    await page.getByTestId('search-input').fill('bank draft');
    await page.getByTestId('result-card').first().getByTestId('result-word').click();
    await expect(panel.getByTestId('detail-translation-word')).toHaveText(first!.translation_word.name);
    await expect(page).toHaveURL(new RegExp(`/dictionary/eng/ger/bank/${first!.id}$`));
    await expect(page.getByTestId('search-input')).toHaveValue('bank draft');
    // A last segment that is no entry id goes to the search. (Panels are kept for the session and the
    // URL names the one on top, so a fresh session shows the bare search address.)
    await page.evaluate(() => window.sessionStorage.removeItem('glossa-dictionary-panels'));
    await page.goto('/dictionary/eng/ger/bank/not-an-id');
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/bank$/);
  });

  test('swap, an inflected form shows its lemma, not found offers close spellings', async ({ page }, testInfo) => {
    await page.goto('/dictionary/eng/ger/house');
    await page.getByTestId('swap-languages').click();
    await expect(page).toHaveURL(/\/dictionary\/ger\/eng\/house$/);
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('ger');
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('eng');

    // Choosing the target's language as source swaps instead of making a pair of one language.
    await page.getByRole('combobox', { name: 'From', exact: true }).selectOption('eng');
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
    await expect(page.getByTestId('result-word').first()).toHaveText('Haus');

    await page.goto('/dictionary/eng/ger/went');
    await expect(page.getByTestId('headword')).toHaveText('go');
    await expect(page.getByTestId('canonical-notice')).toContainText('went is a form of go');
    await expect(page.getByTestId('result-word').first()).toHaveText('gehen');
    await snap(page, testInfo, 'canonical');

    await page.goto('/dictionary/eng/ger/hause');
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toContainText('No translations of “hause”');
    const spellings = notFound.getByTestId('close-spellings');
    await expect(spellings.getByRole('link', { name: 'house', exact: true })).toBeVisible();
    await snap(page, testInfo, 'not-found');
    await spellings.getByRole('link', { name: 'house', exact: true }).click();
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
    await expect(page.getByTestId('result-word').first()).toHaveText('Haus');
  });

  test('history: searches are kept once each, one can be removed, all cleared after confirming', async ({ page }, testInfo) => {
    const history = page.getByTestId('history');
    const items = history.getByTestId('history-item');
    // A search is recorded once its results show (the recorder is a chunk loaded then): the test
    // waits for the history to show it before it leaves the page, as a reader would see it.
    for (const word of ['house', 'river', 'house']) {
      await page.goto(`/dictionary/eng/ger/${word}`);
      await expect(page.getByTestId('result-card').first()).toBeVisible();
      await expect(items.first()).toHaveText(new RegExp(`${word}\\s*English → German`));
    }
    await page.goto('/dictionary/eng/fre/house');
    await expect(page.getByTestId('result-card').first()).toBeVisible();
    await expect(items).toHaveText([/house\s*English → French/, /house\s*English → German/, /river\s*English → German/]);
    await snap(page, testInfo, 'history-side');

    await items.filter({ hasText: 'river' }).getByRole('button', { name: /Remove “river”/ }).click();
    await expect(items).toHaveCount(2);

    await history.getByTestId('history-clear').click();
    const dialog = page.getByRole('dialog', { name: 'Clear the search history?' });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('history-clear-confirm').click();
    await expect(dialog).toHaveCount(0);
    await expect(history).toContainText('Words you look up will appear here.');
  });

  test('selecting a word shows a quick translation; "More translations" opens the mini dictionary', async ({ page }, testInfo) => {
    await page.goto('/dictionary/eng/ger/house');
    await page.getByTestId('examples-button').click();
    const sentence = page.getByTestId('panel-sentences').getByTestId('sentence').first();
    await sentence.getByText('river.').dblclick();
    const tooltip = page.getByTestId('selection-tooltip');
    await expect(tooltip).toContainText('river');
    await expect(tooltip.getByTestId('quick-translations')).toContainText('Fluss');
    await snap(page, testInfo, 'selection-tooltip');

    await tooltip.getByTestId('quick-more').click();
    const mini = page.getByTestId('mini-dictionary');
    await expect(mini.getByTestId('mini-result').first()).toContainText('Fluss');
    await expect(mini.getByRole('combobox', { name: 'Word or phrase to translate' })).toHaveValue('river');
    await snap(page, testInfo, 'mini-dictionary');

    // A search inside the widget, then on to the full page.
    const field = mini.getByRole('combobox', { name: 'Word or phrase to translate' });
    await field.fill('tree');
    await field.press('Enter');
    await expect(mini.getByTestId('mini-result').first()).toContainText('Baum');
    await mini.getByTestId('mini-open-full').click();
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/tree$/);
    await expect(page.getByTestId('mini-dictionary')).toHaveCount(0);
  });
});

test.describe('at 390 px', () => {
  test.beforeEach(async ({ page }) => useWidth(page, WIDTHS.mobile));

  test('search, DetailWordPage, the examples pages and back', async ({ page }, testInfo) => {
    await page.goto('/dictionary/eng/ger');
    await snap(page, testInfo, 'landing');
    const input = page.getByTestId('search-input');
    await input.click();
    await typeSlowly(page, 'hap');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /happy/ })).toBeVisible();
    await snap(page, testInfo, 'autocomplete');
    await input.fill('happy');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/happy$/);
    await expect(page.getByTestId('result-word').first()).toHaveText('glücklich');
    await snap(page, testInfo, 'results');

    await page.getByTestId('result-word').first().click();
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/happy\/\d+$/);
    const detail = page.getByTestId('detail-page');
    await expect(detail.getByTestId('detail-translation-word')).toHaveText('glücklich');
    await expect(detail.getByTestId('detail-synonyms')).toContainText('froh');
    await snap(page, testInfo, 'detail-page');
    await snap(page, testInfo, 'detail-page-full', { fullPage: true });

    await page.getByTestId('page-back').click();
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/happy$/);

    await page.goto('/dictionary/eng/ger/house');
    await page.getByTestId('examples-button').click();
    await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house\/sentences$/);
    await expect(page.getByTestId('sentences-page').getByTestId('sentence').first()).toContainText('river');
    await snap(page, testInfo, 'sentences-page');
  });

  test.describe('a missing translation', () => {
    // The browser logs the 404 of GET /api/translations/{id}.
    test.use({ expectedConsoleErrors: /status of 404/ });

    test('says it no longer exists (404 TRANSLATION_NOT_FOUND)', async ({ page }) => {
      await page.goto('/dictionary/eng/ger/house/99999999');
      await expect(page.getByTestId('translation-gone')).toContainText('This translation no longer exists');
      await page.getByTestId('page-back').click();
      await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
    });
  });

  test('not found, swap and the History page', async ({ page }, testInfo) => {
    await page.goto('/dictionary/eng/ger/hause');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await snap(page, testInfo, 'not-found');
    await page.getByTestId('close-spellings').getByRole('link', { name: 'house', exact: true }).click();
    await expect(page.getByTestId('result-word').first()).toHaveText('Haus');
    await page.getByTestId('swap-languages').click();
    await expect(page).toHaveURL(/\/dictionary\/ger\/eng\/house$/);
    await page.goto('/dictionary/ger/eng/Haus');
    await expect(page.getByTestId('result-word').first()).toHaveText('house');

    await page.getByTestId('history-link').click();
    await expect(page).toHaveURL(/\/dictionary\/history$/);
    const items = page.getByTestId('history-page').getByTestId('history-item');
    await expect(items).toHaveText([/Haus\s*German → English/, /house\s*English → German/]);
    await snap(page, testInfo, 'history-page');
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/dictionary\/ger\/eng\/Haus$/);
  });
});

/** A user made through the API, signed in in this page (the tokens a sign-in would store). */
async function signedInUser(page: Page, request: APIRequestContext, nativeLang: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const res = await request.post('/api/user/registration', {
    data: { email: `dict${id}@example.org`, nickname: `dict${id.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`, password: PASSWORD, platform: 'WEB' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const tokens = (await res.json()).data as { access_token: string; refresh_token: string; expires_in: number };
  const langs = await request.post('/api/user/languages', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    data: { languages: [{ lang_code: nativeLang, level: 'NATIVE' }] },
  });
  expect(langs.status()).toBe(200);
  await page.goto('/dictionary/eng/ger');
  await page.evaluate((t) => {
    window.localStorage.setItem(
      'glossa-session',
      JSON.stringify({
        token: t.access_token,
        token_type: 'Bearer',
        expires_in: t.expires_in * 1000,
        refresh_token: t.refresh_token,
        authorization_date: Date.now(),
        google_auth: false,
        facebook_auth: false,
        apple_auth: false,
      }),
    );
  }, tokens);
  return tokens.access_token;
}

/** Two seconds of a 440 Hz tone, 16-bit mono WAV: a real recording the browser must decode. */
function toneWav(seconds = 2, rate = 8000): Buffer {
  const samples = seconds * rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

test.describe('signed in', () => {
  test('like at 1280 px: shown at once, kept by the server, taken back; the search is in the server history', async ({ page, request }, testInfo) => {
    await useWidth(page, WIDTHS.desktop);
    const token = await signedInUser(page, request, 'eng');
    await page.goto('/dictionary/eng/ger/river');
    const like = page.getByTestId('result-card').first().getByTestId('like-button');
    const before = Number(await like.getByTestId('like-count').textContent());
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const posted = page.waitForResponse((r) => r.url().includes('/like') && r.request().method() === 'POST');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText(String(before + 1));
    expect((await posted).status()).toBe(200);
    await snap(page, testInfo, 'liked');

    await page.reload();
    const again = page.getByTestId('result-card').first().getByTestId('like-button');
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    await expect(again.getByTestId('like-count')).toHaveText(String(before + 1));

    await again.click();
    await expect(again).toHaveAttribute('aria-pressed', 'false');
    await expect(again.getByTestId('like-count')).toHaveText(String(before));

    // A signed-in user's history lives on the server (once, however often it was searched).
    const history = await request.get('/api/dictionary/search-history', { headers: { Authorization: `Bearer ${token}` } });
    const entries = ((await history.json()) as { data: { text: string; lang: string; lang_t: string }[] }).data;
    expect(entries).toEqual([expect.objectContaining({ text: 'river', lang: 'eng', lang_t: 'ger' })]);
    await expect(page.getByTestId('history').getByTestId('history-item')).toHaveText([/river\s*English → German/]);
  });

  test('one’s own new translation (under review) gets edit buttons from the server’s edit rights', async ({ page, request }, testInfo) => {
    await useWidth(page, WIDTHS.desktop);
    const token = await signedInUser(page, request, 'eng');
    const auth = { Authorization: `Bearer ${token}` };
    const word = async (name: string, lang: string) => {
      const res = await request.post('/api/words/add-or-get', { headers: auth, data: { word: name, lang_code: lang } });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { data: { id: number } }).data.id;
    };
    const created = await request.post('/api/translations', {
      headers: auth,
      data: { primary_word_id: await word('tree', 'eng'), translation_word_id: await word('Gehölz', 'ger'), translation_lang_code: 'ger' },
    });
    expect(created.status(), await created.text()).toBe(200);
    const id = ((await created.json()) as { data: { id: number } }).data.id;

    const asked = page.waitForRequest((r) => r.url().includes('/api/dictionary/multiple-edit-available'));
    await page.goto('/dictionary/eng/ger/tree');
    expect(new URL((await asked).url()).searchParams.get('translation-union')).toContain(String(id));
    const own = page.getByTestId('result-card').filter({ hasText: 'Gehölz' });
    const other = page.getByTestId('result-card').filter({ hasText: 'Baum' });
    await expect(own.getByTestId('edit-translation')).toHaveAttribute('href', `/editing/translation?translation_id=${id}&out_of_place=dictionary`);
    await expect(other.getByTestId('edit-translation')).toHaveCount(0);
    await snap(page, testInfo, 'own-translation');

    await own.getByTestId('result-word').click();
    const panel = page.getByTestId('panel-translation');
    await expect(panel).toContainText('Under review');
    await expect(panel.getByTestId('detail-edit')).toHaveAttribute('href', `/editing/translation?translation_id=${id}&out_of_place=translation_panel`);
  });

  test('a guest who likes is sent to sign in', async ({ page }) => {
    await useWidth(page, WIDTHS.mobile);
    await page.goto('/dictionary/eng/ger/river');
    await page.getByTestId('result-card').first().getByTestId('like-button').click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('pronunciation: a native speaker’s recording plays, and autoplay follows the setting', async ({ page, request }, testInfo) => {
    await useWidth(page, WIDTHS.desktop);
    const token = await signedInUser(page, request, 'eng');
    const search = await request.get('/api/translations?lang=eng&lang_t=ger&search=tree');
    const wordId = ((await search.json()) as { data: { primary_word: { id: number } }[] }).data[0]!.primary_word.id;
    // The contributions API takes the recording (under review: heard by its author until accepted).
    const upload = await request.post(`/api/words/${wordId}/audios`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: 'tree.wav', mimeType: 'audio/wav', buffer: toneWav() } },
    });
    expect(upload.status(), await upload.text()).toBe(200);

    await page.goto('/dictionary/eng/ger/tree');
    const button = page.getByTestId('headword').locator('..').getByTestId('audio-button');
    await expect(button).toBeVisible();
    const file = page.waitForResponse((r) => r.url().includes('/api/audios/'));
    await button.click();
    // show_audio_modal is on by default: the popup opens and plays the first recording.
    const popup = page.getByRole('dialog', { name: 'Pronunciation: tree' });
    await expect(popup).toBeVisible();
    const response = await file;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('audio/wav');
    await expect(button).toHaveAttribute('data-state', 'playing');
    await expect(popup.getByTestId('recording').first()).toHaveAttribute('data-state', 'playing');
    await snap(page, testInfo, 'audio-popup');
    // Two seconds later it has played to the end.
    await expect(button).toHaveAttribute('data-state', 'idle', { timeout: 5000 });

    // The window can be switched off (saved on the server); the speaker then plays at once.
    await popup.getByTestId('setting-audio-modal').click();
    await expect
      .poll(async () => {
        const res = await request.get('/api/dictionary/settings', { headers: { Authorization: `Bearer ${token}` } });
        return ((await res.json()) as { data: { show_audio_modal: boolean } }).data.show_audio_modal;
      })
      .toBe(false);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await button.click();
    await expect(button).toHaveAttribute('data-state', 'playing');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Autoplay (on by default): opening the translation plays the word.
    await page.goto('/dictionary/eng/ger/tree');
    await page.getByTestId('result-word').first().click();
    await expect(page.getByTestId('headword').locator('..').getByTestId('audio-button')).toHaveAttribute('data-state', 'playing');
  });
});
