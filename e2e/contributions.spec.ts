// Contributions and review in the browser, against an app instance of this spec's own
// (e2e/support/contributions-fixtures: a moderator made with the admin CLI before the server starts).
// One story, in order: a guest is asked to sign in; Anna (native German) adds a batch of translations
// with a duplicate and sees the statuses, edits one, adds an example and synonyms; a user is refused
// the moderation queue (403); the moderator accepts; Anna sees her points; Anna uploads a recording of
// a German word (a WAV file through the record popup's file input), Ben (native English) is refused
// it, and the server refuses Ben once his profile no longer makes him a native speaker; the moderator
// records with Chromium's fake microphone; Ben reports a translation twice and the second is refused.
import type { Page } from '@playwright/test';
import { WIDTHS, snap, useWidth } from './support/fixtures';
import { expect, login, openAs, register, setLanguages, test, wavFixture, type Account } from './support/contributions-fixtures';

test.describe.configure({ mode: 'serial' });
// Refusals the story provokes are 4xx answers, which Chromium logs as console errors.
test.use({
  expectedConsoleErrors: /status of (400|403|404)/,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test.afterEach(({ app }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`--- server log ---\n${app.log()}`);
});

let anna: Account;
let ben: Account;

const alert = (page: Page) => page.locator('[role="status"][data-channel]');

/** Full-page pictures start at the top (the sticky header would show mid-page otherwise). */
async function picture(page: Page, testInfo: Parameters<typeof snap>[1], name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, testInfo, name);
}

test('a guest opening an addition screen gets the call-to-auth screen, not a redirect', async ({ page, request }, testInfo) => {
  anna = await register(request, 'Anna', [
    { lang_code: 'ger', level: 'NATIVE' },
    { lang_code: 'eng', level: 'ADVANCED' },
  ]);
  ben = await register(request, 'Ben', [{ lang_code: 'eng', level: 'NATIVE' }]);
  await page.addInitScript(() => window.localStorage.setItem('glossa-cookie-notice', 'dismissed'));
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    await useWidth(page, width);
    await page.goto('/addition/translation?lang=eng&lang_t=ger&word=house&out_of_place=dictionary');
    await expect(page).toHaveURL(/\/addition\/translation\?/);
    await expect(page.getByTestId('call-to-auth')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in to add to the dictionary' })).toBeVisible();
    await snap(page, testInfo, 'call-to-auth');
  }
  await page.getByTestId('call-to-auth-sign-in').click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a batch of translations: statuses per item, the duplicate marked failed and sent once', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await useWidth(page, WIDTHS.desktop);
  // The dictionary remembers the last translate link, where the finish flow returns.
  await openAs(page, anna, '/dictionary/eng/ger/house');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('glossa-last-translate-link'))).toBe('/dictionary/eng/ger/house');
  await page.goto('/addition/translation?lang=eng&lang_t=ger&word=house&out_of_place=dictionary');
  await expect(page.getByTestId('translation-add-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Translations of “house”' })).toBeVisible();

  const rows = page.getByTestId('translation-item');
  await rows.nth(0).getByTestId('translation-input').fill('Haus');
  // Part of speech and gender of the German word (gender only once the noun is chosen).
  await rows.nth(0).getByTestId('item-details-toggle').click();
  await rows.nth(0).getByTestId('open-attributes').click();
  const attributes = page.getByTestId('attributes-popup');
  await expect(attributes.getByTestId('gender-1')).toHaveCount(0);
  await attributes.getByTestId('pos-1').getByRole('button', { name: 'noun', exact: true }).click();
  await attributes.getByTestId('gender-1').getByRole('button', { name: 'neuter', exact: true }).click();
  await attributes.getByTestId('attributes-apply').click();
  await expect(rows.nth(0).getByText('noun, neuter')).toBeVisible();

  await page.getByTestId('add-translation-row').click();
  await rows.nth(1).getByTestId('translation-input').fill('Gebäude');
  // Subjects: five at most, the sixth is refused with the spec's message.
  await rows.nth(1).getByTestId('item-details-toggle').click();
  await rows.nth(1).getByTestId('subjects-toggle').click();
  const picker = rows.nth(1).getByTestId('subjects-picker');
  for (const name of ['General', 'Business', 'Law', 'Travel', 'Home']) await picker.getByRole('button', { name, exact: true }).click();
  await picker.getByRole('button', { name: 'Finance', exact: true }).click();
  await expect(picker.getByTestId('subjects-limit')).toHaveText('You cannot select more than 5 subjects');
  await expect(picker.getByRole('button', { name: 'Choose subjects (5/5)' })).toBeVisible();

  await page.getByTestId('add-translation-row').click();
  await rows.nth(2).getByTestId('translation-input').fill('  Haus ');

  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/translations') posted.push(r.postData() ?? '');
  });
  await page.getByTestId('send-translations').click();
  await expect(rows.nth(0).getByTestId('item-status')).toHaveAttribute('data-status', 'success');
  await expect(rows.nth(1).getByTestId('item-status')).toHaveAttribute('data-status', 'success');
  await expect(rows.nth(2).getByTestId('item-status')).toHaveAttribute('data-status', 'failed');
  await expect(rows.nth(2).getByTestId('item-status')).toHaveText('This translation already exists, try adding another');
  // Not all succeeded: the page stays, the duplicate was never sent.
  await expect(page).toHaveURL(/\/addition\/translation/);
  expect(posted).toHaveLength(2);
  await picture(page, testInfo, 'translation-batch');

  // Without the failed line everything has succeeded: the finish flow returns to the dictionary.
  await rows.nth(2).getByRole('button', { name: 'Remove' }).click();
  await page.getByTestId('send-translations').click();
  await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
  expect(posted).toHaveLength(2);
  await expect(alert(page)).toContainText(/Your material has been sent for review\. Reputation \+\d+/);
  await expect(page.getByTestId('result-word').filter({ hasText: 'Gebäude' })).toBeVisible();
  await picture(page, testInfo, 'dictionary-after-batch');
});

let hausId = 0;
let gebaeudeId = 0;

test('the author edits her translation while it is under review (edit buttons from can_edit)', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await useWidth(page, WIDTHS.desktop);
  await openAs(page, anna, '/dictionary/eng/ger/house');
  const card = (word: string) => page.getByTestId('result-card').filter({ has: page.getByTestId('result-word').getByText(word, { exact: true }) });
  const idOf = async (word: string) => Number(new URL((await card(word).getByTestId('edit-translation').getAttribute('href'))!, 'http://x').searchParams.get('translation_id'));
  await expect(card('Haus').getByTestId('edit-translation')).toBeVisible();
  hausId = await idOf('Haus');
  gebaeudeId = await idOf('Gebäude');
  expect(hausId).toBeGreaterThan(0);

  await card('Gebäude').getByTestId('edit-translation').click();
  await expect(page.getByTestId('translation-edit-page')).toBeVisible();
  await expect(page.getByTestId('edit-translation-word')).toHaveValue('Gebäude');
  await page.getByTestId('translation-explanation').fill('a large building');
  await picture(page, testInfo, 'translation-edit');
  await page.getByTestId('save-translation').click();
  await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
  await expect(card('Gebäude')).toContainText('a large building');

  await useWidth(page, WIDTHS.mobile);
  await page.goto(`/editing/translation?translation_id=${gebaeudeId}&out_of_place=dictionary`);
  await expect(page.getByTestId('translation-explanation')).toHaveValue('a large building');
  await snap(page, testInfo, 'translation-edit');
});

test('the fork page, an example in three steps and a synonym batch with a duplicate (390 px)', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await useWidth(page, WIDTHS.mobile);
  await openAs(page, anna, '/dictionary/eng/ger/house');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('glossa-last-translate-link'))).toContain('/dictionary/eng/ger/house');
  await page.goto(`/addition?translation_id=${hausId}&lang=eng&out_of_place=translation_panel`);
  await expect(page.getByTestId('fork-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What would you like to add?' })).toBeVisible();
  // The word is still under review: no recordings yet.
  await expect(page.getByTestId('fork-audio-reason')).toHaveText('Available once a moderator has reviewed this word');
  await snap(page, testInfo, 'fork');

  await page.getByTestId('fork-example').click();
  await expect(page).toHaveURL(/\/addition\/sentences-eng\/step:1\?/);
  await page.getByTestId('sentence-next').click();
  await expect(page.getByTestId('inline-error')).toHaveText('Your example is too short. You need to write a detailed example.');
  await page.getByTestId('sentence-input').fill('The old house is empty.');
  await snap(page, testInfo, 'sentence-step-1');
  await page.getByTestId('sentence-next').click();
  await expect(page).toHaveURL(/step:2/);
  const tokens = page.getByTestId('sentence-token');
  await expect(tokens.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(tokens.nth(1)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('changed-word-form')).toHaveValue('');
  await snap(page, testInfo, 'sentence-step-2');
  await page.getByTestId('sentence-next').click();
  await expect(page).toHaveURL(/step:3/);
  await expect(page.getByTestId('sentence-preview').locator('mark')).toHaveText('house');
  await page.getByTestId('sentence-translation-input').fill('Das alte Haus ist leer.');
  await snap(page, testInfo, 'sentence-step-3');
  await page.getByTestId('send-sentence').click();
  await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
  await expect(alert(page)).toContainText('sent for review');

  await page.goto(`/addition/synonym-eng?translation_id=${hausId}&out_of_place=translation_panel`);
  const items = page.getByTestId('relation-item');
  await items.nth(0).getByTestId('relation-input').fill('home');
  await page.getByTestId('add-relation-row').click();
  await items.nth(1).getByTestId('relation-input').fill('dwelling');
  await page.getByTestId('add-relation-row').click();
  await items.nth(2).getByTestId('relation-input').fill('home ');
  await page.getByTestId('add-relation-row').click();
  await items.nth(3).getByTestId('relation-input').fill('house');
  await page.getByTestId('send-relations').click();
  await expect(items.nth(0).getByTestId('item-status')).toHaveAttribute('data-status', 'success');
  await expect(items.nth(1).getByTestId('item-status')).toHaveAttribute('data-status', 'success');
  await expect(items.nth(2).getByTestId('item-status')).toHaveText('This synonym already exists, try adding another');
  await expect(items.nth(3).getByTestId('item-status')).toHaveText('This synonym cannot be added, try adding another');
  await snap(page, testInfo, 'synonyms');
  // Closing a page that was opened directly goes to the last translate link.
  await page.getByTestId('addition-close').click();
  await expect(page).toHaveURL(/\/dictionary\/eng\/ger\/house$/);
});

test('the review queue is for moderators only: a user gets 403', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  await openAs(page, ben, '/moderation');
  await expect(page.getByTestId('moderation-forbidden')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For moderators only' })).toBeVisible();
  await snap(page, testInfo, 'moderation-403');
});

test('the moderator accepts the translations; decided tasks leave the list after a second', async ({ page, request, moderatorEmail }, testInfo) => {
  test.setTimeout(90_000);
  const moderator = await login(request, moderatorEmail);
  await setLanguages(request, moderator.token, [{ lang_code: 'eng', level: 'NATIVE' }]);
  await useWidth(page, WIDTHS.desktop);
  await openAs(page, moderator, '/feed');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-moderation').click();
  await expect(page).toHaveURL(/\/moderation$/);
  const task = (summary: string) => page.getByTestId('moderation-task').filter({ has: page.getByTestId('task-summary').getByText(summary, { exact: true }) });
  await expect(task('house → Haus')).toBeVisible();
  await expect(task('house → Gebäude')).toBeVisible();
  await expect(task('house → Gebäude')).toContainText('a large building');
  await picture(page, testInfo, 'moderation');

  await task('house → Haus').getByTestId('task-accept').click();
  await expect(task('house → Haus').getByTestId('task-done')).toHaveText('Accepted');
  await expect(task('house → Haus')).toHaveCount(0, { timeout: 3000 });
  await task('house → Gebäude').getByTestId('task-accept').click();
  await expect(task('house → Gebäude')).toHaveCount(0, { timeout: 3000 });
  await expect(alert(page)).toContainText('Reputation +1');

  await useWidth(page, WIDTHS.mobile);
  await page.reload();
  await expect(page.getByTestId('moderation-task').first()).toBeVisible();
  await snap(page, testInfo, 'moderation');
});

test('the author sees her points, level and where her contributions stand', async ({ page, request }, testInfo) => {
  const ratings = await (await request.get('/api/user/ratings', { headers: { Authorization: `Bearer ${anna.token}` } })).json();
  const points = ratings.data[0].points as number;
  expect(points).toBeGreaterThan(0);
  await useWidth(page, WIDTHS.desktop);
  await openAs(page, anna, '/feed');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-contributions').click();
  await expect(page).toHaveURL(/\/contributions$/);
  await expect(page.getByTestId('rating-points')).toHaveText(String(points));
  await expect(page.getByTestId('rating-level')).toHaveText(String(1 + Math.floor(points / 50)));
  await expect(page.getByTestId('added-table').getByTestId('row-TRANSLATION_UNION').locator('[data-status="ACCEPTED"]')).toHaveText('2');
  await expect(page.getByTestId('count-under-review')).not.toHaveText('0');
  await picture(page, testInfo, 'my-contributions');
  await useWidth(page, WIDTHS.mobile);
  await snap(page, testInfo, 'my-contributions');
});

test('audio: a native speaker uploads a recording, a non-native one is refused', async ({ page, browser, request, moderatorEmail, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await useWidth(page, WIDTHS.desktop);
  // Anna is a native German speaker; Haus has been accepted.
  await openAs(page, anna, `/addition?translation_id=${hausId}&lang=eng&out_of_place=translation_panel`);
  await page.getByTestId('fork-side-ger').click();
  await expect(page.getByTestId('fork-audio-reason')).toHaveCount(0);
  await page.getByTestId('fork-audio').click();
  const popup = page.getByTestId('audio-record-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Haus');
  await popup.getByTestId('audio-file-input').setInputFiles({ name: 'haus.wav', mimeType: 'audio/wav', buffer: wavFixture() });
  await expect(popup.getByTestId('audio-playback')).toBeVisible();
  await snap(page, testInfo, 'audio-popup');
  await popup.getByTestId('audio-upload').click();
  await expect(popup.getByTestId('audio-uploaded')).toHaveText('Your recording has been sent for review');
  await expect(alert(page)).toContainText('Reputation +3');

  // Ben is a native English speaker: the German word is not offered to him.
  const benPage = await browser.newPage({ baseURL });
  await useWidth(benPage, WIDTHS.mobile);
  await openAs(benPage, ben, `/addition?translation_id=${hausId}&lang=eng&out_of_place=translation_panel`);
  await benPage.getByTestId('fork-side-ger').click();
  await expect(benPage.getByTestId('fork-audio-reason')).toHaveText('Only native speakers of German can record it');
  await snap(benPage, testInfo, 'fork-audio-refused');
  // The English word is; while he picks a file his native language changes elsewhere, and the server refuses.
  await benPage.getByTestId('fork-side-eng').click();
  await benPage.getByTestId('fork-audio').click();
  const benPopup = benPage.getByTestId('audio-record-popup');
  await benPopup.getByTestId('audio-file-input').setInputFiles({ name: 'house.wav', mimeType: 'audio/wav', buffer: wavFixture() });
  await setLanguages(request, ben.token, [
    { lang_code: 'ger', level: 'NATIVE' },
    { lang_code: 'eng', level: 'EXPERT' },
  ]);
  await benPopup.getByTestId('audio-upload').click();
  await expect(benPopup.getByTestId('inline-error')).toHaveText('Only native speakers can add audio');
  await snap(benPage, testInfo, 'audio-refused');
  await benPage.close();
  await setLanguages(request, ben.token, [
    { lang_code: 'eng', level: 'NATIVE' },
    { lang_code: 'ger', level: 'BASE' },
  ]);

  // The moderator (native English) records "house" with Chromium's fake microphone.
  const moderator = await login(request, moderatorEmail);
  const modPage = await browser.newPage({ baseURL });
  await openAs(modPage, moderator, `/addition?translation_id=${hausId}&lang=eng&out_of_place=translation_panel`);
  await modPage.getByTestId('fork-audio').click();
  const modPopup = modPage.getByTestId('audio-record-popup');
  await modPopup.getByTestId('audio-record').click();
  await expect(modPopup.getByTestId('audio-stop')).toBeVisible();
  await modPage.waitForTimeout(1500);
  await modPopup.getByTestId('audio-stop').click();
  await expect(modPopup.getByTestId('audio-playback')).toBeVisible();
  await modPopup.getByTestId('audio-upload').click();
  await expect(modPopup.getByTestId('audio-uploaded')).toBeVisible();
  await modPage.close();
});

test('a complaint, sent twice: the second is refused', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await useWidth(page, WIDTHS.desktop);
  await openAs(page, ben, '/dictionary/eng/ger/house');
  await page.getByTestId('result-word').getByText('Haus', { exact: true }).click();
  const complain = page.getByTestId('complaint-button').first();
  await complain.click();
  const popup = page.getByTestId('complaint-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('complaint-target')).toHaveText('house → Haus');
  const templates = popup.getByTestId('complaint-templates').getByRole('button');
  await expect(templates).toHaveCount(7);
  await templates.first().click();
  await expect(popup.getByTestId('complaint-comment')).not.toHaveValue('');
  await picture(page, testInfo, 'complaint');
  await popup.getByTestId('complaint-send').click();
  await expect(popup).toHaveCount(0);
  await expect(alert(page)).toHaveText('Thank you! A moderator will look at your report');

  await complain.click();
  await expect(popup).toBeVisible();
  await popup.getByTestId('complaint-comment').fill('Still wrong');
  await popup.getByTestId('complaint-send').click();
  await expect(popup.getByTestId('inline-error')).toHaveText('You have already complained about this content');
  await picture(page, testInfo, 'complaint-refused');
});

test('the addition screens at both widths', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openAs(page, anna, '/feed');
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    await useWidth(page, width);
    await page.goto(`/addition?translation_id=${hausId}&lang=eng&out_of_place=translation_panel`);
    await expect(page.getByTestId('fork-example')).toBeVisible();
    await picture(page, testInfo, 'fork-accepted');
    await page.goto('/addition/translation?lang=eng&lang_t=ger&word=window&out_of_place=dictionary');
    await page.getByTestId('translation-input').first().fill('Fenster');
    await page.getByTestId('item-details-toggle').first().click();
    await picture(page, testInfo, 'translation-add');
    await page.goto(`/addition/meanings-eng?translation_id=${hausId}&out_of_place=translation_panel`);
    await page.getByTestId('meaning-input').fill('a building for people to live in');
    await picture(page, testInfo, 'meaning');
    await page.goto(`/addition/antonym-eng?translation_id=${hausId}&out_of_place=translation_panel`);
    await expect(page.getByTestId('relation-input')).toBeVisible();
    await picture(page, testInfo, 'antonyms');
    await page.goto('/contributions');
    await expect(page.getByTestId('rating-points')).toBeVisible();
  }
  // Fork page without a translation: a new translation only.
  await page.goto('/addition?word=window&lang=eng&lang_t=ger');
  await expect(page.getByTestId('fork-translation')).toHaveAttribute('href', /\/addition\/translation\?lang=eng&lang_t=ger&word=window/);
  await snap(page, testInfo, 'fork-without-translation');
});
