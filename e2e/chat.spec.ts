// Chat in the browser: two users, each in their own browser context, against an app instance of
// this spec's own (generous sign-up limits, access tokens of 15 s so the sockets are closed at token
// expiry and reconnect with refreshed tokens while the users chat). What each user sees is what the
// other did, live: companion search, a first message, the unread badge, a quoted reply, an edit and a
// deletion, a friend request, a photo between friends, a block.
import { Buffer } from 'node:buffer';
import { rmSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test as base, expect } from './support/fixtures';
import { freshDataDir, startAppInstance, type AppInstance } from './support/app-instance';
import { admin } from './support/contributions-fixtures';
import { HEIGHTS, WIDTHS, snap } from './support/fixtures';

const ACCESS_TOKEN_TTL_S = 15;
const PASSWORD = 'Secret#2024';

const test = base.extend<object, { app: AppInstance }>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = await freshDataDir('glossa-e2e-chat-');
      await admin(dataDir, ['create-admin', '--email', PLUS_EMAIL, '--nickname', PLUS_NICKNAME, '--password', PASSWORD]);
      expect(await admin(dataDir, ['promote', '--email', PLUS_EMAIL, '--role', 'user'])).toContain('-> user');
      await admin(dataDir, ['grant-plus', '--email', PLUS_EMAIL, '--days', '30']);
      const app = await startAppInstance(() => ({
        DATA_DIR: dataDir,
        ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_S),
        PASSWORD_HASH_COST: 'test',
        RATE_LIMIT_LOGIN: '1000/1m',
        RATE_LIMIT_REGISTRATION: '1000/1m',
      }));
      await use(app);
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});

// One app instance for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: 'default', timeout: 120_000 });
// Chromium's stand-in microphone (a tone) and no permission prompt: voice messages record for real.
test.use({
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

interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

interface User {
  nickname: string;
  email: string;
  uuid: string;
  tokens: Tokens;
}

let counter = 0;
/** Nicknames are 3-20 Latin letters. */
function nickname(prefix: string): string {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`.replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);
  return `${prefix}${id}`.slice(0, 20);
}

// Search by location is a Plus feature: Erik, who searches near him, is a Plus member made with the
// admin CLI before the server starts (the CLI makes administrators; he is then a user again).
const PLUS_NICKNAME = `Erik${nickname('').slice(0, 12)}`;
const PLUS_EMAIL = `${PLUS_NICKNAME.toLowerCase()}@example.org`;

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

/** A user made through the API (registration is not what this spec tests). */
async function makeUser(
  baseURL: string,
  prefix: string,
  languages: { native: string; learns: string },
  profile: Record<string, unknown> = {},
  /** An account that exists already (made with the admin CLI): signed in instead of registered. */
  existing?: { nickname: string; email: string },
): Promise<User> {
  const nick = existing?.nickname ?? nickname(prefix);
  const email = existing?.email ?? `${nick.toLowerCase()}@example.org`;
  const { data: tokens } = existing
    ? await call<{ data: Tokens }>(baseURL, 'POST', '/api/user/login', null, { email, password: PASSWORD })
    : await call<{ data: Tokens }>(baseURL, 'POST', '/api/user/registration', null, { email, nickname: nick, password: PASSWORD, platform: 'WEB' });
  await call(baseURL, 'POST', '/api/user/languages', tokens.access_token, {
    languages: [
      { lang_code: languages.native, level: 'NATIVE' },
      { lang_code: languages.learns, level: 'BASE' },
    ],
  });
  if (Object.keys(profile).length) await call(baseURL, 'POST', '/api/user/profile', tokens.access_token, profile);
  const { data: me } = await call<{ data: { uuid: string } }>(baseURL, 'GET', '/api/user/profile', tokens.access_token);
  return { nickname: nick, email, uuid: me.uuid, tokens };
}

/** A new access token for the spec's own API calls (the ones it was given expire in 15 s). */
async function freshToken(baseURL: string, user: User): Promise<string> {
  return (await signInAgain(baseURL, user)).tokens.access_token;
}

/** The user with a session of its own: a second browser must not reuse a refresh token the first one rotated. */
async function signInAgain(baseURL: string, user: User): Promise<User> {
  const { data } = await call<{ data: Tokens }>(baseURL, 'POST', '/api/user/login', null, { email: user.email, password: PASSWORD });
  return { ...user, tokens: data };
}

interface Person {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A browser context signed in as `user` (the session a sign-in would store), at `width`. */
async function open(browser: Browser, baseURL: string, user: User, width: number, options: { geolocation?: boolean } = {}): Promise<Person> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width <= 980 ? HEIGHTS.mobile : HEIGHTS.desktop },
    ...(options.geolocation ? { permissions: ['geolocation'], geolocation: { latitude: 52.52, longitude: 13.405 } } : {}),
  });
  await context.addInitScript((t) => {
    window.localStorage.setItem('glossa-cookie-notice', 'dismissed');
    if (!window.localStorage.getItem('glossa-session')) {
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

/**
 * Waits until the access token each page holds now has expired, and 2 s more: never longer than
 * ACCESS_TOKEN_TTL_S + 2 s from now (the tokens were issued before now), often much shorter.
 */
async function waitPastTokenExpiry(people: Person[]) {
  let until = 0;
  for (const { page } of people) {
    const exp = await page.evaluate(() => {
      const token = (JSON.parse(window.localStorage.getItem('glossa-session') ?? '{}') as { token?: string }).token;
      const payload = token?.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/');
      return payload ? (JSON.parse(atob(payload)) as { exp: number }).exp : null;
    });
    expect(exp, 'a signed-in page holds an access token').not.toBeNull();
    until = Math.max(until, exp! * 1000 + 2000);
  }
  expect(until - Date.now()).toBeLessThanOrEqual((ACCESS_TOKEN_TTL_S + 2) * 1000);
  if (until > Date.now()) await people[0]!.page.waitForTimeout(until - Date.now());
}

const composer = (page: Page) => page.getByTestId('composer-input');

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByTestId('send-message').click();
  await expect(page.getByTestId('unsent-message')).toHaveCount(0);
}

async function messageAction(page: Page, text: string, action: string) {
  const message = page.getByTestId('message').filter({ hasText: text });
  await message.hover();
  await message.getByTestId('message-actions').click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** A real PNG (a two-colour picture, encoded here), which the server decodes and re-encodes. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const sky = y < height * 0.6;
      row.set(sky ? [96, 150, 230] : [70, 160, 90], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('two users chat in real time at 1280 px: search, first message, badge, quote, edit, delete, friends, photo, block', async ({ browser, app }, testInfo) => {
  const anna = await makeUser(app.url, 'Anna', { native: 'eng', learns: 'ger' });
  const bert = await makeUser(app.url, 'Bert', { native: 'ger', learns: 'eng' });
  const a = await open(browser, app.url, anna, WIDTHS.desktop);
  const b = await open(browser, app.url, bert, WIDTHS.desktop);

  // Bert reads the dictionary; his unread badge is off.
  await b.page.goto('/dictionary');
  await expect(b.page.getByRole('link', { name: /chat/i }).first()).toBeVisible();
  await expect(b.page.getByTestId('chat-unread-badge')).toHaveCount(0);

  // Anna finds Bert (a native German speaker learning English: a great match) and writes.
  await a.page.goto('/chat/companions');
  const card = a.page.getByTestId('companion-card').filter({ hasText: bert.nickname });
  await expect(card.getByTestId('companion-match')).toBeVisible();
  await snap(a.page, testInfo, 'companions');
  await card.getByTestId('companion-write').click();
  await expect(a.page).toHaveURL(/\/chat\/\d+$/);
  await expect(a.page.getByTestId('conversation-name')).toHaveText(bert.nickname);
  await expect(a.page.getByTestId('conversation-empty')).toBeVisible();
  await send(a.page, 'Hallo Bert! Wie geht es dir?');

  // Bert sees the badge light up where he is, without reloading.
  await expect(b.page.getByTestId('chat-unread-badge')).toHaveText('1');
  await snap(b.page, testInfo, 'unread-badge');
  await b.page.getByRole('link', { name: /chat/i }).first().click();
  const item = b.page.getByTestId('chat-list-item').filter({ hasText: anna.nickname });
  await expect(item.getByTestId('chat-unread-count')).toHaveText('1');
  await expect(item).toContainText('Hallo Bert! Wie geht es dir?');
  await item.click();
  await expect(b.page.getByTestId('message-text').last()).toHaveText('Hallo Bert! Wie geht es dir?');
  // Opening the chat read it: the badge goes, and Anna sees the double tick.
  await expect(b.page.getByTestId('chat-unread-badge')).toHaveCount(0);
  await expect(a.page.getByTestId('message').last().getByTestId('message-read')).toBeVisible();

  // Bert replies quoting her message.
  await messageAction(b.page, 'Hallo Bert!', 'Reply');
  await expect(b.page.getByTestId('composer-context')).toContainText('Hallo Bert!');
  await send(b.page, 'Mir geht es gut, danke!');
  const reply = a.page.getByTestId('message').filter({ hasText: 'Mir geht es gut, danke!' });
  await expect(reply.getByTestId('message-quote')).toContainText('Hallo Bert! Wie geht es dir?');

  // Anna makes a typo and edits it; Bert sees the text change and the "edited" mark.
  await send(a.page, 'Ich lerne Deutsh seit einem Jahr');
  await expect(b.page.getByTestId('message-text').last()).toHaveText('Ich lerne Deutsh seit einem Jahr');
  await messageAction(a.page, 'Ich lerne Deutsh', 'Edit');
  await composer(a.page).fill('Ich lerne Deutsch seit einem Jahr');
  await composer(a.page).press('Enter');
  const edited = b.page.getByTestId('message').filter({ hasText: 'Ich lerne Deutsch seit einem Jahr' });
  await expect(edited.getByTestId('message-edited')).toBeVisible();
  await expect(b.page.getByText('Ich lerne Deutsh seit einem Jahr')).toHaveCount(0);

  // Bert corrects one of her messages.
  await messageAction(b.page, 'Ich lerne Deutsch seit', 'Correct');
  await composer(b.page).fill('Ich lerne seit einem Jahr Deutsch');
  await b.page.getByTestId('send-message').click();
  const correction = a.page.getByTestId('message-correction').last();
  await expect(correction).toContainText('Ich lerne Deutsch seit einem Jahr');
  await expect(correction).toContainText('Ich lerne seit einem Jahr Deutsch');

  // Anna forwards two messages (selected, at most 20) into the chat; Bert sees them marked.
  await messageAction(a.page, 'Mir geht es gut, danke!', 'Forward');
  await expect(a.page.getByTestId('selection-bar')).toContainText('1 of 20 selected');
  const first = a.page.getByTestId('message').filter({ has: a.page.getByTestId('message-text').filter({ hasText: /^Hallo Bert! Wie geht es dir\?$/ }) });
  await first.getByRole('checkbox').check();
  await expect(a.page.getByTestId('selection-bar')).toContainText('2 of 20 selected');
  await a.page.getByTestId('forward-selected').click();
  await a.page.getByTestId('forward-target').filter({ hasText: bert.nickname }).click();
  await expect(a.page.getByTestId('selection-bar')).toHaveCount(0);
  const forwarded = b.page.getByTestId('message').filter({ hasText: 'Forwarded' });
  await expect(forwarded).toHaveCount(2);
  await expect(forwarded.last()).toContainText('Mir geht es gut, danke!');
  await expect(forwarded.first()).toContainText('Hallo Bert! Wie geht es dir?');

  // Anna sends something by mistake and deletes it; Bert sees it deleted.
  await send(a.page, 'Sorry, wrong chat');
  await expect(b.page.getByTestId('message-text').last()).toHaveText('Sorry, wrong chat');
  await messageAction(a.page, 'Sorry, wrong chat', 'Delete');
  await a.page.getByTestId('confirm').click();
  await expect(b.page.getByTestId('message').last()).toContainText('Message deleted');
  await expect(b.page.getByText('Sorry, wrong chat')).toHaveCount(0);

  // Photos need friendship: Anna is told so before anything is uploaded.
  await a.page.getByTestId('attach-photo').click();
  await expect(a.page.getByTestId('composer-hint')).toContainText('Only friends can send photos and voice messages');

  // Friend request, accepted on the other side; both see the new state live.
  await a.page.getByTestId('friend-request').click();
  await expect(a.page.getByTestId('friendship-status')).toContainText('Friend request sent');
  await expect(b.page.getByTestId('friendship-status')).toContainText('Wants to be your friend');
  await b.page.getByTestId('friend-accept').click();
  await expect(a.page.getByTestId('friendship-status')).toHaveText(/^Friend$/);
  await expect(b.page.getByTestId('friendship-status')).toHaveText(/^Friend$/);

  // Now a photo goes through; Bert's browser decodes the preview and opens the full picture.
  await a.page.getByTestId('photo-input').setInputFiles({ name: 'berlin.png', mimeType: 'image/png', buffer: png(480, 320) });
  const photo = b.page.getByTestId('message-image').last();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(a.page.getByTestId('upload-message')).toHaveCount(0);
  await expect(b.page.getByTestId('chat-list-item').filter({ hasText: anna.nickname })).toContainText('Photo');
  await photo.click();
  await expect(b.page.getByTestId('image-viewer')).toBeVisible();
  await b.page.keyboard.press('Escape');

  // A voice message, recorded with the browser's microphone (MediaRecorder) and played on the other side.
  await a.page.getByTestId('record-voice').click();
  await expect(a.page.getByTestId('voice-recording')).toBeVisible();
  await a.page.waitForTimeout(1500);
  await a.page.getByTestId('voice-send').click();
  const voice = b.page.getByTestId('message-audio').last();
  await expect(voice).toBeVisible();
  await expect.poll(() => voice.evaluate((el: HTMLAudioElement) => el.readyState)).toBeGreaterThan(0);
  await expect(b.page.getByTestId('chat-list-item').filter({ hasText: anna.nickname })).toContainText('Voice message');
  await snap(b.page, testInfo, 'conversation');
  await snap(a.page, testInfo, 'conversation-author');

  // Bert blocks Anna: neither can write any more, both are told why.
  await b.page.getByTestId('conversation-menu').click();
  await b.page.getByTestId('block-user').click();
  await b.page.getByTestId('confirm').click();
  await expect(b.page.getByTestId('chat-blocked-notice')).toContainText('You blocked');
  await expect(a.page.getByTestId('chat-blocked-notice')).toContainText('You cannot write to');
  await expect(a.page.getByTestId('composer')).toHaveCount(0);
  await snap(a.page, testInfo, 'blocked');
  // The block holds on the server too: a message over the API is refused.
  const chatId = Number(/\/chat\/(\d+)/.exec(a.page.url())![1]);
  const refused = await fetch(`${app.url}/chat-api/chat/${chatId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await a.page.evaluate(() => JSON.parse(localStorage.getItem('glossa-session')!).token)}` },
    body: JSON.stringify({ client_message_id: 'after-block-1', text: 'Can you read this?' }),
  });
  expect(refused.status).toBe(400);
  expect((await refused.json()).errors[0].code).toBe('USERS_HAVE_RELATION');

  // Bert finds her in his blocked list and unblocks her; Anna can write again.
  await b.page.getByRole('link', { name: /chat/i }).first().click();
  await b.page.getByTestId('find-companions').click();
  await b.page.getByTestId('tab-blocked').click();
  const blockedRow = b.page.getByTestId('blocked-row').filter({ hasText: anna.nickname });
  await expect(blockedRow).toBeVisible();
  await blockedRow.getByTestId('unblock').click();
  await expect(b.page.getByTestId('blocked-row')).toHaveCount(0);
  await expect(a.page.getByTestId('composer')).toBeVisible();

  expect([...a.errors, ...b.errors]).toEqual([]);
  await a.context.close();
  await b.context.close();
});

test('at 390 px the chat list and the conversation are pages of their own: reply, edit, delete, block', async ({ browser, app }, testInfo) => {
  const chloe = await makeUser(app.url, 'Chloe', { native: 'fre', learns: 'spa' });
  const diego = await makeUser(app.url, 'Diego', { native: 'spa', learns: 'fre' });
  const c = await open(browser, app.url, chloe, WIDTHS.mobile);
  const d = await open(browser, app.url, diego, WIDTHS.mobile);

  await c.page.goto('/chat');
  await expect(c.page.getByTestId('chat-list-empty')).toBeVisible();
  await snap(c.page, testInfo, 'chat-empty');
  await c.page.getByTestId('chat-list-empty').getByRole('link').click();
  await expect(c.page.getByTestId('companions-page')).toBeVisible();
  await expect(c.page.getByTestId('companion-card').filter({ hasText: diego.nickname })).toBeVisible();
  await snap(c.page, testInfo, 'companions');
  await c.page.getByTestId('companion-card').filter({ hasText: diego.nickname }).getByTestId('companion-write').click();
  await expect(c.page.getByTestId('conversation-name')).toHaveText(diego.nickname);
  await send(c.page, '¡Hola Diego! ¿Practicamos?');

  await d.page.goto('/chat');
  const item = d.page.getByTestId('chat-list-item').filter({ hasText: chloe.nickname });
  await expect(item.getByTestId('chat-unread-count')).toHaveText('1');
  await expect(d.page.getByTestId('chat-unread-badge')).toHaveText('1');
  await snap(d.page, testInfo, 'chat-list');
  await item.click();
  await expect(d.page.getByTestId('chat-list')).toHaveCount(0);
  await expect(d.page.getByTestId('message-text').last()).toHaveText('¡Hola Diego! ¿Practicamos?');
  // On a phone Enter makes a new line; the button sends.
  await composer(d.page).fill('Claro');
  await composer(d.page).press('Enter');
  await composer(d.page).pressSequentially('¿Cuándo?');
  await expect(composer(d.page)).toHaveValue('Claro\n¿Cuándo?');
  await d.page.getByTestId('send-message').click();
  await expect(c.page.getByTestId('message-text').last()).toHaveText('Claro\n¿Cuándo?');
  await messageAction(c.page, '¿Cuándo?', 'Reply');
  await send(c.page, 'Mañana a las diez');
  await expect(d.page.getByTestId('message').last().getByTestId('message-quote')).toContainText('Claro');
  await snap(d.page, testInfo, 'conversation');
  await d.page.getByRole('link', { name: 'Back to chats' }).click();
  await expect(d.page.getByTestId('chat-list')).toBeVisible();
  await expect(d.page.getByTestId('chat-list-item').first()).toContainText('Mañana a las diez');
  await d.page.getByTestId('chat-list-item').first().click();

  // Chloe changes the time and takes back a message sent by mistake; Diego sees both live.
  await messageAction(c.page, 'Mañana a las diez', 'Edit');
  await composer(c.page).fill('Mañana a las once');
  await c.page.getByTestId('send-message').click();
  await expect(d.page.getByTestId('message').filter({ hasText: 'Mañana a las once' }).getByTestId('message-edited')).toBeVisible();
  await send(c.page, 'Perdón, chat equivocado');
  await expect(d.page.getByTestId('message-text').last()).toHaveText('Perdón, chat equivocado');
  await messageAction(c.page, 'Perdón, chat equivocado', 'Delete');
  await c.page.getByTestId('confirm').click();
  await expect(d.page.getByTestId('message').last()).toContainText('Message deleted');
  await expect(d.page.getByText('Perdón, chat equivocado')).toHaveCount(0);

  // Diego blocks her from the conversation's menu; on her phone the composer gives way to a notice.
  await d.page.getByTestId('conversation-menu').click();
  await d.page.getByTestId('block-user').click();
  await d.page.getByTestId('confirm').click();
  await expect(d.page.getByTestId('chat-blocked-notice')).toContainText('You blocked');
  await expect(c.page.getByTestId('chat-blocked-notice')).toContainText('You cannot write to');
  await expect(c.page.getByTestId('composer')).toHaveCount(0);
  await snap(c.page, testInfo, 'blocked');

  expect([...c.errors, ...d.errors]).toEqual([]);
  await c.context.close();
  await d.context.close();
});

test('companion search: filters by country and city, near me, chat settings; geolocation refused is explained', async ({ browser, app }, testInfo) => {
  const erik = await makeUser(app.url, 'Erik', { native: 'dut', learns: 'pol' }, { country: 'PL', city: 'Kraków' }, { nickname: PLUS_NICKNAME, email: PLUS_EMAIL });
  const filip = await makeUser(app.url, 'Filip', { native: 'pol', learns: 'dut' }, { country: 'PL', city: 'Kraków' });
  const gosia = await makeUser(app.url, 'Gosia', { native: 'pol', learns: 'dut' }, { country: 'PL', city: 'Gdańsk' });
  // Filip shares a position near Berlin; Erik will ask for people near him from the same place.
  await call(app.url, 'PATCH', '/api/user/profile/geolocation', await freshToken(app.url, filip), { latitude: 52.5, longitude: 13.4 });
  const e = await open(browser, app.url, erik, WIDTHS.desktop, { geolocation: true });

  await e.page.goto('/chat/companions');
  const results = e.page.getByTestId('companion-results');
  await expect(results.getByTestId('companion-card').filter({ hasText: filip.nickname })).toBeVisible();
  await expect(results.getByTestId('companion-card').filter({ hasText: gosia.nickname })).toBeVisible();

  // Country, then a city: typed (3+ letters) and picked from the country's cities.
  await e.page.getByTestId('companion-country').click();
  await e.page.getByTestId('companion-country').fill('Pola');
  await e.page.getByRole('option', { name: /Poland/ }).click();
  await e.page.getByTestId('companion-city').fill('Kra');
  await e.page.getByRole('option', { name: 'Kraków', exact: true }).click();
  await expect(results.getByTestId('companion-card').filter({ hasText: filip.nickname })).toBeVisible();
  await expect(results.getByTestId('companion-card').filter({ hasText: gosia.nickname })).toHaveCount(0);
  await snap(e.page, testInfo, 'companions-city');

  // Near me: the browser's position goes to the server, Filip is a few km away, Gosia has none.
  await e.page.getByTestId('companion-mode').getByText('Near me').click();
  const near = results.getByTestId('companion-card').filter({ hasText: filip.nickname });
  await expect(near).toContainText('km away');
  await expect(results.getByTestId('companion-card').filter({ hasText: gosia.nickname })).toHaveCount(0);

  // Friend request from a card; Filip's friend list shows the request.
  await near.getByTestId('friend-request').click();
  await expect(near.getByTestId('friend-cancel')).toBeVisible();
  const f = await open(browser, app.url, filip, WIDTHS.mobile);
  await f.page.goto('/chat/companions?tab=friends');
  const request = f.page.getByTestId('incoming-row').filter({ hasText: erik.nickname });
  await request.getByTestId('incoming-accept').click();
  await expect(f.page.getByTestId('friends-row').filter({ hasText: erik.nickname })).toBeVisible();
  await snap(f.page, testInfo, 'friends');

  // Settings: availability and chat languages, one of which must stay chosen.
  await e.page.getByTestId('tab-settings').click();
  const languages = e.page.getByTestId('chat-languages');
  await expect(languages.getByRole('checkbox')).toHaveCount(2);
  // Saved on the server first, then shown unchecked.
  await languages.getByRole('checkbox', { name: /Polish/ }).click();
  await expect(languages.getByRole('checkbox', { name: /Polish/ })).not.toBeChecked();
  await expect(languages.getByRole('checkbox', { name: /Dutch/ })).toBeDisabled();
  await expect(languages).toContainText('At least one language must stay selected');
  await e.page.getByTestId('want-to-chat').click();
  await expect(e.page.getByTestId('want-to-chat')).not.toBeChecked();
  await snap(e.page, testInfo, 'chat-settings');
  // Hidden from search now: Gosia (who learns Dutch) does not find him.
  const { data: found } = await call<{ data: { uuid: string }[] }>(app.url, 'GET', '/api/users/lang-search?refresh_search_cache=true', await freshToken(app.url, gosia));
  expect(found.map((u) => u.uuid)).not.toContain(erik.uuid);

  // Gosia is not a Plus member, and this server sells no Plus (no payment provider): "Near me", a
  // Plus search, is not offered to her at all (issue 36 item 7; plus.spec checks the offer where
  // Plus is sold).
  const g = await open(browser, app.url, gosia, WIDTHS.mobile);
  await g.page.goto('/chat/companions');
  await expect(g.page.getByTestId('companion-mode').getByText('Everyone')).toBeVisible();
  await expect(g.page.getByTestId('companion-mode').getByText('Near me')).toHaveCount(0);
  await snap(g.page, testInfo, 'near-me-not-offered');
  await g.context.close();

  // Erik's browser refuses the position: a clear hint, and the other filters stay usable.
  const r = await open(browser, app.url, await signInAgain(app.url, erik), WIDTHS.mobile);
  await r.context.clearPermissions();
  await r.page.goto('/chat/companions');
  await r.page.getByTestId('companion-mode').getByText('Near me').click();
  await expect(r.page.getByTestId('geolocation-denied')).toContainText('Location access is turned off');
  await expect(r.page.getByTestId('companion-mode')).toBeVisible();
  await snap(r.page, testInfo, 'near-me-denied');

  expect([...e.errors, ...f.errors, ...g.errors, ...r.errors]).toEqual([]);
  for (const p of [e, f, r]) await p.context.close();
});

test('a message written offline waits, survives a reload and is sent once; drafts stay; search needs 4 characters', async ({ browser, app }, testInfo) => {
  const hana = await makeUser(app.url, 'Hana', { native: 'ukr', learns: 'eng' });
  const ian = await makeUser(app.url, 'Ian', { native: 'eng', learns: 'ukr' });
  // A chat with some history, made through the API.
  const [hanaToken, ianToken] = [await freshToken(app.url, hana), await freshToken(app.url, ian)];
  const { data: opened } = await call<{ data: { chat: { id: number } } }>(app.url, 'GET', `/chat-api/chat?recipient_uuid=${ian.uuid}`, hanaToken);
  const chatId = opened.chat.id;
  for (const [i, text] of ['Привіт!', 'How is your Ukrainian going?', 'Повільно, але добре', 'Let us practise tomorrow'].entries()) {
    const token = i % 2 ? ianToken : hanaToken;
    await call(app.url, 'POST', `/chat-api/chat/${chatId}/messages`, token, { client_message_id: `history-${i}`, text });
  }
  const h = await open(browser, app.url, hana, WIDTHS.desktop);
  const i = await open(browser, app.url, ian, WIDTHS.desktop);
  await i.page.goto(`/chat/${chatId}`);
  await h.page.goto(`/chat/${chatId}`);
  await expect(h.page.getByTestId('message')).toHaveCount(4);

  // Search: three letters empty the results and say why; four find the message and open it.
  await h.page.getByTestId('open-search').click();
  await h.page.getByTestId('message-search-input').fill('pra');
  await expect(h.page.getByTestId('search-empty')).toHaveText('Type at least 4 characters to search');
  await h.page.getByTestId('message-search-input').fill('prac');
  await expect(h.page.getByTestId('search-result')).toHaveCount(1);
  await expect(h.page.getByTestId('search-result')).toContainText('Let us practise tomorrow');
  await snap(h.page, testInfo, 'search');
  await h.page.getByTestId('search-result').click();
  await expect(h.page.locator('[data-highlight]')).toContainText('Let us practise tomorrow');

  // Offline: the message waits with a clock, and is kept in the browser.
  await h.context.setOffline(true);
  await composer(h.page).fill('Надішлю, коли буде інтернет');
  await h.page.getByTestId('send-message').click();
  await expect(h.page.getByTestId('unsent-message')).toHaveAttribute('data-state', 'pending');
  const stored = await h.page.evaluate(() => localStorage.getItem('glossa-user:chat-unsent'));
  expect(stored).toContain('Надішлю, коли буде інтернет');
  // A draft of the next one.
  await composer(h.page).fill('Чернетка');
  await h.page.waitForTimeout(500);
  // The no-internet popup may be up (a call of the chat screen failed offline): out of the picture.
  await h.page.keyboard.press('Escape');
  await snap(h.page, testInfo, 'offline');

  // Back online: it is sent, once, even though the browser may try more than once.
  await h.context.setOffline(false);
  await expect(h.page.getByTestId('unsent-message')).toHaveCount(0);
  await expect(i.page.getByTestId('message-text').last()).toHaveText('Надішлю, коли буде інтернет');
  await h.page.reload();
  await expect(composer(h.page)).toHaveValue('Чернетка');
  await expect(h.page.getByTestId('message').filter({ hasText: 'Надішлю, коли буде інтернет' })).toHaveCount(1);
  const { data: page } = await call<{ data: { messages: { text: string }[] } }>(app.url, 'GET', `/chat-api/chat/${chatId}`, await freshToken(app.url, ian));
  expect(page.messages.filter((m) => m.text === 'Надішлю, коли буде інтернет')).toHaveLength(1);

  // The connections outlive their access tokens: after expiry both reconnect and keep chatting.
  // The server closes a socket at its token's expiry; the sockets hold the pages' tokens or older ones.
  await waitPastTokenExpiry([h, i]);
  await send(i.page, 'Still here after the token expired');
  await expect(h.page.getByTestId('message-text').last()).toHaveText('Still here after the token expired');

  // The offline phase logs the failed requests on purpose, and React a lazy chunk (or its CSS) that
  // was on its way as the connection dropped (as in overlays.spec.ts: it loads once back online);
  // nothing else may go wrong.
  expect(h.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|\[api\]|Unable to preload CSS|dynamically imported module/.test(e))).toEqual([]);
  expect(i.errors).toEqual([]);
  await h.context.close();
  await i.context.close();
});

test('the daily limit of new chats is shown (no Plus hint: this server sells no Plus)', async ({ browser, app }, testInfo) => {
  const jana = await makeUser(app.url, 'Jana', { native: 'ger', learns: 'eng' });
  // Ten chats started today through the API: the free limit.
  for (let n = 0; n < 10; n++) {
    const other = await makeUser(app.url, 'Limit', { native: 'eng', learns: 'ger' });
    const token = await freshToken(app.url, jana);
    const { data } = await call<{ data: { chat: { id: number } } }>(app.url, 'GET', `/chat-api/chat?recipient_uuid=${other.uuid}`, token);
    await call(app.url, 'POST', `/chat-api/chat/${data.chat.id}/messages`, token, { client_message_id: `start-${n}`, text: 'Hi!' });
  }
  const kai = await makeUser(app.url, 'Kai', { native: 'eng', learns: 'ger' });
  const j = await open(browser, app.url, jana, WIDTHS.desktop);
  await j.page.goto(`/chat?with=${kai.uuid}`);
  await expect(j.page.getByTestId('conversation-name')).toHaveText(kai.nickname);
  await composer(j.page).fill('Hallo Kai!');
  await j.page.getByTestId('send-message').click();
  await expect(j.page.getByTestId('chat-limit-notice')).toContainText('You have started 10 new chats today, the daily limit.');
  // Plus is named only where it can be bought (issue 36 item 7); this instance has no payment provider.
  await expect(j.page.getByTestId('chat-limit-notice')).not.toContainText('Plus');
  await expect(j.page.getByTestId('unsent-message')).toHaveAttribute('data-state', 'failed');
  await expect(j.page.getByTestId('unsent-message')).toContainText('Daily limit of new chats reached');
  // The list scrolls in pages of 12: ten chats fit, so the list is complete.
  await expect(j.page.getByTestId('chat-list-item')).toHaveCount(10);
  await j.page.mouse.move(0, 0);
  await snap(j.page, testInfo, 'limit');
  // The refused first message may have gone over HTTP (before the socket connected): Chromium logs its 400.
  expect(j.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  await j.context.close();
});

test('"Write a message" on a profile opens the chat with that member: a new one, then the same one', async ({ browser, app }, testInfo) => {
  const olga = await makeUser(app.url, 'Olga', { native: 'ukr', learns: 'ger' });
  const paul = await makeUser(app.url, 'Paul', { native: 'ger', learns: 'ukr' });
  const o = await open(browser, app.url, olga, WIDTHS.desktop);
  const p = await open(browser, app.url, paul, WIDTHS.desktop);
  await p.page.goto('/chat');
  await expect(p.page.getByTestId('no-chat-selected')).toBeVisible();

  // Olga opens Paul's profile and writes to him from there (no Language partners detour).
  await o.page.goto(`/profile/${paul.nickname}`);
  await expect(o.page.getByTestId('public-profile')).toBeVisible();
  await snap(o.page, testInfo, 'profile-write');
  await o.page.getByTestId('profile-write').click();
  await expect(o.page).toHaveURL(/\/chat\/\d+$/);
  const chatUrl = o.page.url();
  await expect(o.page.getByTestId('conversation-name')).toHaveText(paul.nickname);
  await expect(o.page.getByTestId('conversation-empty')).toBeVisible();
  await send(o.page, 'Hallo Paul! Übst du mit mir?');

  // Paul sees it live.
  const item = p.page.getByTestId('chat-list-item').filter({ hasText: olga.nickname });
  await expect(item).toContainText('Hallo Paul! Übst du mit mir?');
  await item.click();
  await expect(p.page.getByTestId('message-text').last()).toHaveText('Hallo Paul! Übst du mit mir?');

  // Back on his profile, the same button opens the same chat (no second one is started).
  await o.page.goto(`/profile/${paul.nickname}`);
  await o.page.getByTestId('profile-write').click();
  await expect(o.page).toHaveURL(chatUrl);
  await expect(o.page.getByTestId('message-text').last()).toHaveText('Hallo Paul! Übst du mit mir?');
  // His own profile has no such button.
  await p.page.goto(`/profile/${paul.nickname}`);
  await expect(p.page.getByTestId('own-profile')).toBeVisible();
  await expect(p.page.getByTestId('profile-write')).toHaveCount(0);
  expect(o.errors).toEqual([]);
  expect(p.errors).toEqual([]);
  await o.context.close();
  await p.context.close();
});
