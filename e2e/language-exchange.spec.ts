// Language exchange beyond HelloTalk (issue 40), in Chromium against an app instance of this spec's
// own: the demo dictionary, and the AI partner configured against a local OpenAI-compatible test
// server started here (apps/server/test/openai-server.ts, `dictionary` mode: it answers with the
// first dictionary entry of its prompt, marked, so the page shows that the entries reached it).
// 1. A correction round-trip between two members, live, in each of the 8 interface languages.
// 2. The AI partner marks a word; the word opens its dictionary entry and is starred.
// 3. That word has no member's recording: the lesson's listening exercise plays the synthetic voice,
//    labelled as such, and shows the IPA.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test as base, expect, HEIGHTS, WIDTHS, snap } from './support/fixtures';
import { startAppInstance, type AppInstance } from './support/app-instance';
import { startFakeOpenAi, type FakeOpenAi } from '../apps/server/test/openai-server';

const PASSWORD = 'Secret#2024';
const LOCALES = [
  { code: 'en', prefix: '' },
  { code: 'de', prefix: '/de' },
  { code: 'es', prefix: '/es' },
  { code: 'fr', prefix: '/fr' },
  { code: 'nl', prefix: '/nl' },
  { code: 'pl', prefix: '/pl' },
  { code: 'ru', prefix: '/ru' },
  { code: 'uk', prefix: '/uk' },
] as const;

const test = base.extend<object, { ai: FakeOpenAi; app: AppInstance }>({
  ai: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startFakeOpenAi();
      server.mode = { kind: 'dictionary' };
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  app: [
    async ({ ai }, use) => {
      const app = await startAppInstance(() => ({
        DEMO_DATA: 'true',
        AI_CHAT_URL: ai.url,
        AI_CHAT_MODEL: 'glossa-test',
        PASSWORD_HASH_COST: 'test',
        RATE_LIMIT_LOGIN: '1000/1m',
        RATE_LIMIT_REGISTRATION: '1000/1m',
      }));
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});

test.describe.configure({ mode: 'default', timeout: 240_000 });

interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}
interface User {
  nickname: string;
  uuid: string;
  tokens: Tokens;
}

let counter = 0;
const nickname = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`.replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!).slice(0, 20);

async function call<T>(baseURL: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(baseURL + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

async function makeUser(baseURL: string, prefix: string, native: string, learns: string): Promise<User> {
  const nick = nickname(prefix);
  const { data: tokens } = await call<{ data: Tokens }>(baseURL, 'POST', '/api/user/registration', null, {
    email: `${nick.toLowerCase()}@example.org`,
    nickname: nick,
    password: PASSWORD,
    platform: 'WEB',
  });
  await call(baseURL, 'POST', '/api/user/languages', tokens.access_token, {
    languages: [
      { lang_code: native, level: 'NATIVE' },
      { lang_code: learns, level: 'BASE' },
    ],
  });
  const { data: me } = await call<{ data: { uuid: string } }>(baseURL, 'GET', '/api/user/profile', tokens.access_token);
  return { nickname: nick, uuid: me.uuid, tokens };
}

interface Person {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function open(browser: Browser, baseURL: string, user: User, width: number, touch = false): Promise<Person> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width <= 980 ? HEIGHTS.mobile : HEIGHTS.desktop },
    ...(touch ? { hasTouch: true, isMobile: true, permissions: ['clipboard-read', 'clipboard-write'] } : {}),
  });
  await context.addInitScript((t) => {
    window.localStorage.setItem('glossa-cookie-notice', 'dismissed');
    if (!window.localStorage.getItem('glossa-session')) {
      window.localStorage.setItem(
        'glossa-session',
        JSON.stringify({ token: t.access_token, token_type: 'Bearer', expires_in: t.expires_in * 1000, refresh_token: t.refresh_token, authorization_date: Date.now(), google_auth: false, facebook_auth: false, apple_auth: false }),
      );
    }
  }, user.tokens);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  return { context, page, errors };
}

/** Opens a path in a locale: the stored choice first (a prefix that differs from it is rewritten). */
async function inLocale(page: Page, locale: (typeof LOCALES)[number], path: string) {
  await page.evaluate((code) => window.localStorage.setItem('glossa-locale', code), locale.code);
  await page.goto(`${locale.prefix}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale.code}`));
}

const bubble = (page: Page, text: string) => page.getByTestId('message').filter({ has: page.getByTestId('message-text').filter({ hasText: text }) });

test('a correction round-trip in chat, live, in all 8 interface languages', async ({ browser, app }, testInfo) => {
  const anna = await makeUser(app.url, 'Anna', 'eng', 'ger'); // learns German, writes it
  const bert = await makeUser(app.url, 'Bert', 'ger', 'eng'); // corrects her
  const { data } = await call<{ data: { chat: { id: number } } }>(app.url, 'GET', `/chat-api/chat?recipient_uuid=${bert.uuid}`, anna.tokens.access_token);
  const chatId = data.chat.id;
  const a = await open(browser, app.url, anna, WIDTHS.desktop);
  const b = await open(browser, app.url, bert, WIDTHS.desktop);
  await a.page.goto(`/chat/${chatId}`);
  await b.page.goto(`/chat/${chatId}`);

  for (const [i, locale] of LOCALES.entries()) {
    await inLocale(a.page, locale, `/chat/${chatId}`);
    await inLocale(b.page, locale, `/chat/${chatId}`);
    if (i > 0) await expect(b.page.getByTestId('original-correction')).toHaveCount(i);
    const wrong = `Gestern ich bin nach Hause gegeht ${i}`;
    const right = `Gestern bin ich nach Hause gegangen ${i}`;
    // Anna writes; Bert sees it live.
    await a.page.getByTestId('composer-input').fill(wrong);
    await a.page.getByTestId('composer-input').press('Enter');
    const original = bubble(b.page, wrong);
    await expect(original).toBeVisible();

    // Bert corrects it from the message menu by keyboard: the menu button shows on focus, Enter
    // opens the menu, the item takes focus and Enter again; the comment is sent with Enter.
    await original.getByTestId('message-actions').focus();
    await expect(original.getByTestId('message-actions')).toBeVisible();
    await b.page.keyboard.press('Enter');
    await b.page.getByTestId('message-correct').focus();
    await b.page.keyboard.press('Enter');
    await expect(b.page.getByTestId('composer-input')).toHaveValue(wrong);
    await b.page.getByTestId('composer-input').fill(right);
    await b.page.getByTestId('correction-comment-input').fill(`Wortstellung + Partizip (${locale.code})`);
    await b.page.getByTestId('correction-comment-input').press('Enter');

    // Both see the word-level diff under the original, and the correction in the stream.
    for (const page of [a.page, b.page]) {
      const under = bubble(page, wrong).getByTestId('original-correction');
      await expect(under).toBeVisible();
      await expect(under.getByTestId('diff-removed').first()).toContainText('ich');
      await expect(under.getByTestId('diff-added').last()).toContainText('gegangen');
      await expect(under.getByTestId('correction-comment')).toHaveText(`Wortstellung + Partizip (${locale.code})`);
    }
    const inStream = a.page.getByTestId('message-correction').filter({ hasText: right });
    await expect(inStream).toBeVisible();

    // Anna thanks it; Bert sees the thanks live; the button is gone (once per correction).
    await bubble(a.page, wrong).getByTestId('correction-thank').click();
    await expect(b.page.getByTestId('message-correction').filter({ hasText: right }).getByTestId('correction-thanked')).toBeVisible();
    await expect(bubble(a.page, wrong).getByTestId('correction-thank')).toHaveCount(0);
    await expect(a.page.getByTestId('message-correction').filter({ hasText: right }).getByTestId('correction-thanked')).toBeVisible();

    // The partner's statistics in the header count the corrections (Anna sees Bert's given).
    await expect(a.page.getByTestId('correction-stats')).toContainText(String(i + 1));
    if (locale.code === 'en' || locale.code === 'de') await snap(a.page, testInfo, `chat-correction-${locale.code}`);
  }

  // Phone width, in English and Ukrainian: the same conversation.
  for (const locale of [LOCALES[0], LOCALES[7]]) {
    await a.page.setViewportSize({ width: WIDTHS.mobile, height: HEIGHTS.mobile });
    await inLocale(a.page, locale, `/chat/${chatId}`);
    await expect(a.page.getByTestId('original-correction').last()).toBeVisible();
    await a.page.getByTestId('original-correction').last().scrollIntoViewIfNeeded();
    await snap(a.page, testInfo, `chat-correction-${locale.code}`);
  }

  // Touch, on a phone: the message menu is a tap away; copy takes the corrected text of a correction,
  // reply quotes the message.
  const { data: again } = await call<{ data: Tokens }>(app.url, 'POST', '/api/user/login', null, { email: `${anna.nickname.toLowerCase()}@example.org`, password: PASSWORD });
  const phone = await open(browser, app.url, { ...anna, tokens: again }, WIDTHS.mobile, true);
  await phone.page.goto(`/chat/${chatId}`);
  const correctionBubble = phone.page.getByTestId('message').filter({ has: phone.page.getByTestId('message-correction') }).last();
  await correctionBubble.getByTestId('message-actions').tap();
  await phone.page.getByTestId('message-copy').tap();
  expect(await phone.page.evaluate(() => navigator.clipboard.readText())).toBe('Gestern bin ich nach Hause gegangen 7');
  await expect(phone.page.getByRole('menu')).toHaveCount(0);
  const lastOriginal = bubble(phone.page, 'gegeht 7');
  await lastOriginal.getByTestId('message-actions').tap();
  await phone.page.getByTestId('message-reply').tap();
  await expect(phone.page.getByTestId('composer-context')).toContainText('gegeht 7');
  expect(phone.errors).toEqual([]);
  await phone.context.close();

  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  await a.context.close();
  await b.context.close();
});

test('the AI partner marks a word from the dictionary; it opens its entry and is starred; its synthetic voice plays in a lesson', async ({ browser, app, ai }, testInfo) => {
  const learner = await makeUser(app.url, 'Lena', 'eng', 'ger');
  const l = await open(browser, app.url, learner, WIDTHS.desktop);
  await l.page.goto('/ai-partner');
  await expect(l.page.getByTestId('ai-partner-page')).toBeVisible();
  await l.page.getByRole('textbox').fill('Was bedeutet Haus');
  await l.page.getByRole('button', { name: 'Send' }).click();

  // The test server marked the first dictionary entry of its prompt: the entry came from the dictionary.
  const reply = l.page.getByTestId('ai-reply').last();
  await expect(reply).toContainText('Das Wort Haus heißt „house“.');
  expect(ai.requests.at(-1)!.body.messages[0]!.content).toMatch(/^- Haus .*= house/m);
  // The partner's correction of the learner's message, as a word-level diff.
  await expect(l.page.getByTestId('diff-added').first()).toContainText('?');

  const word = reply.getByTestId('marked-word').first();
  await expect(word).toHaveText('Haus');
  await word.click();
  const entry = l.page.getByTestId('marked-entry');
  await expect(entry.getByTestId('marked-entry-word')).toHaveText('Haus');
  const translation = entry.getByTestId('marked-entry-translation').filter({ hasText: 'house' }).first();
  await expect(translation).toBeVisible();
  await snap(l.page, testInfo, 'ai-partner-entry-en');
  await translation.getByTestId('favorite-star').click();
  // A first star asks for the folder; the entry stays open under the question.
  await l.page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(translation.getByTestId('favorite-star')).toHaveAttribute('aria-pressed', 'true');
  await snap(l.page, testInfo, 'ai-partner-starred-en');
  // Starred for real: the favorites say so.
  await expect
    .poll(async () => JSON.stringify(await call(app.url, 'GET', '/api/favorites', learner.tokens.access_token)))
    .toContain('Haus');
  await l.page.keyboard.press('Escape');

  // The AI partner page at phone width, in English and German.
  await l.page.setViewportSize({ width: WIDTHS.mobile, height: HEIGHTS.mobile });
  await snap(l.page, testInfo, 'ai-partner-en');
  await inLocale(l.page, LOCALES[1], '/ai-partner');
  await expect(l.page.getByTestId('ai-reply').last()).toContainText('Haus');
  await snap(l.page, testInfo, 'ai-partner-de');
  await l.page.setViewportSize({ width: WIDTHS.desktop, height: HEIGHTS.desktop });
  await snap(l.page, testInfo, 'ai-partner-de');
  await inLocale(l.page, LOCALES[0], '/ai-partner');

  // The starred word has no member's recording: in the favorites lesson its listening exercise
  // plays espeak-ng's voice, labelled "synthetic voice", and shows the IPA after the answer.
  const audio = l.page.waitForResponse((r) => /\/api\/speech\/audio\/.+\.wav$/.test(r.url()) && r.status() < 300);
  await l.page.goto('/training/lesson?type=favorite');
  let heard = false;
  // The lesson's direction decides the answer: the prompt of a text exercise tells it.
  let expected = 'Haus';
  const answer = async (kind: string) => {
    if (kind.startsWith('choose')) await l.page.getByTestId('option').filter({ hasText: expected }).first().click();
    else if (kind.startsWith('make')) {
      await l.page.keyboard.type(expected);
      await l.page.getByTestId('check').click();
    } else {
      await l.page.getByTestId('write-input').fill(expected);
      await l.page.keyboard.press('Enter');
    }
    await expect(l.page.getByTestId('verdict')).toHaveAttribute('data-correct', 'true');
  };
  for (let guard = 0; guard < 12 && !heard; guard++) {
    const exercise = l.page.getByTestId('exercise');
    await expect(exercise).toBeVisible();
    const kind = (await exercise.getAttribute('data-exercise'))!;
    if (kind.endsWith('_from_audio')) {
      // A listening exercise (with one word, "make" stands in for "choose": one option is no choice).
      await expect(exercise.getByTestId('synthetic-voice')).toHaveText('Synthetic voice');
      await expect(exercise.getByTestId('exercise-ipa')).toHaveCount(0);
      await exercise.getByRole('button').first().click();
      const wav = await audio;
      expect(wav.headers()['content-type']).toContain('audio/wav');
      await answer(kind);
      await expect(exercise.getByTestId('exercise-ipa')).toHaveText(/^\/.+\/$/);
      await snap(l.page, testInfo, 'lesson-synthetic-voice');
      heard = true;
      break;
    }
    const prompt = (await exercise.getByTestId('prompt').textContent())!.trim();
    expected = prompt === 'Haus' ? 'house' : 'Haus';
    await answer(kind);
    await l.page.keyboard.press('Enter');
  }
  expect(heard).toBe(true);
  expect(l.errors).toEqual([]);
  await l.context.close();
});

test('unconfigured, the AI partner page says so plainly with nothing in the console', async ({ browser }) => {
  const plain = await startAppInstance(() => ({ PASSWORD_HASH_COST: 'test' }));
  try {
    const user = await makeUser(plain.url, 'Olga', 'eng', 'ger');
    const o = await open(browser, plain.url, user, WIDTHS.desktop);
    await o.page.goto('/ai-partner');
    await expect(o.page.getByTestId('ai-not-configured')).toHaveText('The AI partner is not available on this server.');
    await o.page.waitForLoadState('networkidle');
    expect(o.errors).toEqual([]);
    expect(plain.log()).not.toMatch(/AI_PARTNER|"level":50|error/i);
    await o.context.close();
  } finally {
    await plain.stop();
  }
});
