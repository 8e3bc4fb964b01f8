// Tasks in the browser, against an app instance of its own (e2e/support/contributions-fixtures).
// One story: Anna (native German) adds a translation; Ben (native English) and Clara (native German)
// check it on their cards, Ben undoing his first answer inside the 5 s window; the translation is
// verified and Anna's points change; Ben, a native speaker, records the now accepted English word
// from a voice card; a dispute on Anna's second translation waits in her need-action list and she
// answers it there.
import { rmSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { freshDataDir, startAppInstance, type AppInstance } from './support/app-instance';
import { WIDTHS, expect, snap, test as base, useWidth } from './support/fixtures';
import { openAs, register, wavFixture, type Account } from './support/contributions-fixtures';

/** An app instance of this spec's own (no moderator needed: the community decides). */
const test = base.extend<object, { app: AppInstance }>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = await freshDataDir('glossa-e2e-tasks-');
      const app = await startAppInstance(() => ({
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: 'test',
        RATE_LIMIT_LOGIN: '1000/1m',
        RATE_LIMIT_REGISTRATION: '1000/1m',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      }));
      await use(app);
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});

test.describe.configure({ mode: 'serial' });
test.use({
  expectedConsoleErrors: /status of (400|403|404)/,
  launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'] },
});
test.afterEach(({ app }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`--- server log ---\n${app.log()}`);
});

let anna: Account;
let ben: Account;
let clara: Account;
let unionId: number;

const auth = (a: Account) => ({ Authorization: `Bearer ${a.token}` });

async function addTranslation(request: APIRequestContext, a: Account, eng: string, ger: string): Promise<number> {
  const word = async (w: string, lang: string) =>
    (await (await request.post('/api/words/add-or-get', { headers: auth(a), data: { word: w, lang_code: lang } })).json()).data.id as number;
  const res = await request.post('/api/translations', {
    headers: auth(a),
    data: { primary_word_id: await word(eng, 'eng'), translation_word_id: await word(ger, 'ger'), translation_lang_code: 'ger' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.id;
}

const points = async (request: APIRequestContext, a: Account) =>
  (await (await request.get('/api/user/ratings', { headers: auth(a) })).json()).data[0].points as number;

/** Opens the cards page showing only `type` cards (the tasks_setting_types setting of this device). */
async function openCards(page: Page, a: Account, type: string) {
  await page.addInitScript((t) => window.localStorage.setItem('tasks_setting_types', JSON.stringify([t])), type);
  await openAs(page, a, '/tasks/cards');
  await expect(page.getByTestId('task-cards-page')).toBeVisible();
}

test('members check a translation on their cards (one undo inside 5 s) and it becomes verified', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(90_000);
  anna = await register(request, 'Anna', [{ lang_code: 'ger', level: 'NATIVE' }, { lang_code: 'eng', level: 'ADVANCED' }]);
  ben = await register(request, 'Ben', [{ lang_code: 'eng', level: 'NATIVE' }, { lang_code: 'ger', level: 'BASE' }]);
  clara = await register(request, 'Clara', [{ lang_code: 'ger', level: 'NATIVE' }, { lang_code: 'eng', level: 'BASE' }]);
  unionId = await addTranslation(request, anna, 'lighthouse', 'Leuchtturm');
  const before = await points(request, anna);

  await useWidth(page, WIDTHS.desktop);
  await openCards(page, ben, 'chk_translation_union');
  const card = page.getByTestId('task-card');
  await expect(card).toContainText('lighthouse');
  await expect(card).toContainText('Leuchtturm');
  await expect(card).toContainText(`Added by ${anna.nickname}`);
  await snap(page, testInfo, 'card-desktop');
  await page.getByTestId('task-yes').click();
  await expect(page.getByTestId('task-undo-bar')).toBeVisible();
  await page.getByTestId('task-undo').click();
  await expect(card).toContainText('lighthouse');
  await expect(page.getByTestId('task-undo-bar')).toHaveCount(0);
  // Nothing was sent: the yes is only counted once it leaves the undo window.
  await page.getByTestId('task-yes').click();
  const sent = page.waitForResponse((r) => r.url().includes('/api/tasks/') && r.url().endsWith('/yes'), { timeout: 10_000 });
  await expect(page.getByTestId('task-undo-bar')).toBeVisible();
  expect((await sent).status()).toBe(200);

  const claraPage = await browser.newPage();
  await useWidth(claraPage, WIDTHS.mobile);
  await openCards(claraPage, clara, 'chk_translation_union');
  await expect(claraPage.getByTestId('task-card')).toContainText('Leuchtturm');
  await snap(claraPage, testInfo, 'card-mobile');
  await claraPage.getByTestId('task-yes').click();
  // Leaving the cards for another screen sends the held answer at once.
  const claraSent = claraPage.waitForResponse((r) => r.url().endsWith('/yes'));
  await claraPage.getByRole('link', { name: 'Card settings' }).first().click();
  await expect(claraPage.getByTestId('task-settings-page')).toBeVisible();
  expect((await claraSent).status()).toBe(200);
  await claraPage.close();

  await expect.poll(async () => (await (await request.get(`/api/translations/${unionId}`, { headers: auth(anna) })).json()).data.is_verified).toBe(true);
  expect(await points(request, anna)).toBe(before + 2);
});

test('a native speaker records the accepted word from a voice card', async ({ page }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  await openCards(page, ben, 'add_word_audio');
  const card = page.getByTestId('task-card');
  await expect(card).toContainText('lighthouse');
  await page.getByTestId('task-record').click();
  const popup = page.getByTestId('audio-record-popup');
  await expect(popup).toBeVisible();
  await popup.getByTestId('audio-file-input').setInputFiles({ name: 'lighthouse.wav', mimeType: 'audio/wav', buffer: wavFixture() });
  const upload = page.waitForResponse((r) => r.url().endsWith('/add'));
  await popup.getByTestId('audio-upload').click();
  expect((await upload).status()).toBe(200);
  await expect(popup.getByTestId('audio-uploaded')).toBeVisible();
  await snap(page, testInfo, 'voice-uploaded');
});

test('Anna answers a dispute in her need-action list', async ({ page, request }, testInfo) => {
  const second = await addTranslation(request, anna, 'harbour', 'Hafenx');
  const cards = (await (await request.get('/api/v2/tasks?filter[]=chk_translation_union', { headers: auth(ben) })).json()).data as {
    task_id: number;
    material: { entity_id: number };
  }[];
  const task = cards.find((c) => c.material.entity_id === second)!;
  await request.post(`/api/tasks/chk_translation_union/${task.task_id}/comment-logs`, { headers: auth(ben), data: { comment: 'It is spelled “Hafen”.' } });
  expect((await request.post(`/api/tasks/${task.task_id}/no`, { headers: auth(ben) })).status()).toBe(200);

  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await useWidth(page, width);
    await openAs(page, anna, '/tasks');
    await expect(page.getByTestId('tasks-stats')).toBeVisible();
    await snap(page, testInfo, `index-${width}`);
  }
  await page.getByTestId('tasks-open-need-action').click();
  const item = page.getByTestId('need-action-item');
  await expect(item).toContainText('Hafenx');
  await expect(item).toContainText('It is spelled “Hafen”.');
  await snap(page, testInfo, 'need-action-desktop');
  await item.getByTestId('task-comment-input').fill('Thanks, you are right. I will fix it.');
  await item.getByTestId('task-comment-send').click();
  await expect(page.getByTestId('need-action-empty')).toBeVisible();
  expect((await (await request.get('/api/tasks/need-action-list/count', { headers: auth(anna) })).json()).data.count).toBe(0);
});
