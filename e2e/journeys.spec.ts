// The learner's journey across features (issue 36), walked as a user does, on an app instance of
// this spec's own (demo dictionary), in English at 1280 px and in German or Ukrainian at 390 px:
// 1. a guest searches, mistypes, finds the word, is asked to sign in by the star and comes back to
//    the word; a dictionary link whose last segment has a dot opens the app on a reload;
// 2. sign-up: the verification notice, the native language, the points shown the same on the
//    profile and the statistics, and "how points work" linked from there;
// 3. favorites -> a compilation -> a lesson -> the compilation's progress (en 1280, uk 390);
// 4. a post opened from its text, a question with answers and a reply, the accepted answer, the
//    notifications of each (en 1280, de 390);
// 6. a translation added, back on the word, checked by two members on their cards, verified, the
//    author told by the bell (en 1280, de 390);
// 5. a video's German caption word (the learner learns German) -> its English translation -> a
//    star into favorites -> a lesson with it (en 1280, uk 390);
// and the header standing still when its menus open, and a /uk/ link staying Ukrainian.
// Any console error (a new 4xx) fails a test.
import type { APIRequestContext, Page } from '@playwright/test';
import { startAppInstance, type AppInstance } from './support/app-instance';
import { WIDTHS, dismissCookieNotice, expect, snap, test as base, useWidth } from './support/fixtures';
import { MEMBER_PASSWORD, authOf, registerMember, signInAs, uniqueNickname, type Member } from './support/members';

const test = base.extend<object, { app: AppInstance }>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const app = await startAppInstance(() => ({
        DEMO_DATA: 'true',
        PASSWORD_HASH_COST: 'test',
        RATE_LIMIT_REGISTRATION: '1000/1m',
        RATE_LIMIT_LOGIN: '1000/1m',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      }));
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});

test.beforeEach(async ({ page }) => dismissCookieNotice(page));
test.afterEach(({ app }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`--- server log ---\n${app.log()}`);
});

const PASSWORD = MEMBER_PASSWORD;
const uniqueName = uniqueNickname;

/** A member with a native language, made through the API (sign-up itself is journey 2). */
const member = (request: APIRequestContext, native: string, learning?: string) => registerMember(request, { native, learning, prefix: 'jr' });

async function useLocale(page: Page, locale: string) {
  await page.addInitScript((l) => window.localStorage.setItem('glossa-locale', l), locale);
}

const journeys = [
  { width: WIDTHS.desktop, locale: 'en', prefix: '' },
  { width: WIDTHS.mobile, locale: 'de', prefix: '/de' },
] as const;

for (const { width, locale, prefix } of journeys) {
  test.describe(`${locale} at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await useWidth(page, width);
      await useLocale(page, locale);
    });

    test('journey 1: a guest mistypes, finds the word, the star asks to sign in and brings them back to it', async ({ page, request }, testInfo) => {
      const { email } = await member(request, 'eng', 'ger');
      await page.goto(`${prefix}/dictionary/eng/ger/hause`);
      const spellings = page.getByTestId('not-found').getByTestId('close-spellings');
      await spellings.getByRole('link', { name: 'house', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dictionary/eng/ger/house$`));
      await expect(page.getByTestId('result-word').first()).toHaveText('Haus');
      await snap(page, testInfo, `j1-found-${locale}`);

      // The star needs an account: the guest is asked to sign in (desktop: via Favorites' call).
      await page.getByTestId('result-card').first().getByTestId('favorite-star').click();
      if (width > 980) {
        await expect(page).toHaveURL(new RegExp(`${prefix}/favorites$`));
        await page.getByTestId('favorites-sign-in').click();
      }
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth$`));
      await page.getByTestId('login-with-email').click();
      await page.locator('input[type="email"]').fill(email);
      await page.locator('input[type="password"]').fill(PASSWORD);
      await page.getByTestId('login-submit').click();

      // Back on the word they starred, now signed in.
      await expect(page).toHaveURL(new RegExp(`${prefix}/dictionary/eng/ger/house(/\\d+)?$`));
      await expect(page.getByTestId('result-word').first()).toHaveText('Haus');
      await snap(page, testInfo, `j1-back-${locale}`);
    });

    test('a dictionary link ending in a dot opens the app on a reload', async ({ page }) => {
      const res = await page.goto(`${prefix}/dictionary/eng/ger/e.g.`);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-type']).toContain('text/html');
      await expect(page.getByTestId('not-found')).toBeVisible();
    });
  });
}

test.describe('journey 2 in English at 1280 px and Ukrainian at 390 px', () => {
  for (const { width, locale, prefix } of [
    { width: WIDTHS.desktop, locale: 'en', prefix: '' },
    { width: WIDTHS.mobile, locale: 'uk', prefix: '/uk' },
  ] as const) {
    test(`${locale}: sign-up says the mail was sent; reputation is the same on profile and statistics, both explain points`, async ({ page }, testInfo) => {
      await useWidth(page, width);
      await useLocale(page, locale);
      const nickname = uniqueName('su');
      const email = `${nickname}@example.org`;
      await page.goto(`${prefix}/sign_up/email`);
      await page.locator('input[type="email"]').fill(email);
      await page.locator('input[name="nickname"], input[autocomplete="username"]').first().fill(nickname);
      const passwords = page.locator('input[type="password"]');
      await passwords.nth(0).fill(PASSWORD);
      await passwords.nth(1).fill(PASSWORD);
      await page.getByTestId('sign-up-submit').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/add_native_lang$`));
      await page.getByTestId('native-submit').click();

      // The notice says where the verification mail went.
      const notice = page.getByTestId('verification-sent');
      await expect(notice).toContainText(email);
      await snap(page, testInfo, `j2-notice-${locale}`);
      // The home search's language pickers show whole names (Ukrainian ones are long at 390 px).
      for (const select of await page.getByTestId('quick-search').locator('select').all()) {
        const fits = await select.evaluate((el: HTMLSelectElement) => {
          const style = getComputedStyle(el);
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = ctx.measureText(el.selectedOptions[0]?.text ?? '').width;
          const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text, room };
        });
        expect(fits.text, JSON.stringify(fits)).toBeLessThanOrEqual(fits.room);
      }

      await page.goto(`${prefix}/profile/${nickname}`);
      const points = await page.getByTestId('profile-points').textContent();
      await expect(page.getByTestId('profile-ranking-link')).toBeVisible();
      await snap(page, testInfo, `j2-profile-${locale}`);
      await page.getByTestId('profile-statistics-link').click();
      await expect(page.getByTestId('statistics-points')).toContainText(points!.trim());
      await page.getByTestId('points-link').first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/points$`));
      await expect(page.getByTestId('points-table-reputation')).toBeVisible();
      await expect(page.getByTestId('points-table-xp')).toBeVisible();
      await snap(page, testInfo, `j2-points-${locale}`);
    });
  }
});

test.describe('the header stays still when a menu opens (1280 px)', () => {
  for (const locale of ['en', 'uk', 'de'] as const) {
    test(`${locale}: the account and language menus open without moving the header`, async ({ page, request }, testInfo) => {
      await useWidth(page, WIDTHS.desktop);
      await useLocale(page, locale);
      const someone = await registerMember(request, { native: 'eng', learning: 'ger', prefix: 'hdr' });
      await signInAs(page, someone);
      await page.goto(locale === 'en' ? '/feed' : `/${locale}/feed`);
      const account = page.getByTestId('user-menu-button');
      await expect(account).toBeVisible();
      const before = (await account.boundingBox())!;
      // Nothing in the header passes the window's right edge (the chevron was cut).
      expect(before.x + before.width).toBeLessThanOrEqual(WIDTHS.desktop);
      await snap(page, testInfo, `header-${locale}`);
      await account.click();
      await expect(page.getByRole('menu')).toBeVisible();
      // The same place and size, one line high: the avatar is not cut, the name does not wrap.
      expect(await account.boundingBox()).toEqual(before);
      await snap(page, testInfo, `header-menu-${locale}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('language-switcher').click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await account.boundingBox()).toEqual(before);
    });
  }
});

test('signed in, a /uk/ link stays Ukrainian; signing in from an English page stays English (issue 36 item 2)', async ({ page, request }, testInfo) => {
  await useWidth(page, WIDTHS.desktop);
  await useLocale(page, 'en');
  const someone = await registerMember(request, { native: 'eng', learning: 'ger', prefix: 'loc' });
  // Signing in from an English page: the app stays English, unprefixed.
  await page.goto('/auth');
  await page.getByTestId('login-with-email').click();
  await page.locator('input[type="email"]').fill(someone.email);
  await page.locator('input[type="password"]').fill(MEMBER_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await expect(page).not.toHaveURL(/\/(de|es|fr|nl|pl|ru|uk)\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Dictionary' })).toBeVisible();
  // A shared Ukrainian link, opened signed in: read in Ukrainian at its own address.
  await page.goto('/uk/feed');
  await expect(page).toHaveURL(/\/uk\/feed$/);
  await expect(page.getByRole('link', { name: 'Словник' })).toBeVisible();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await snap(page, testInfo, 'locale-uk-link');
});

/** The dictionary entry ids of English words in the English -> German demo dictionary. */
async function entryIds(request: APIRequestContext, words: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const word of words) {
    const res = await request.get(`/api/translations?lang=eng&lang_t=ger&search=${encodeURIComponent(word)}`);
    expect(res.status()).toBe(200);
    ids.push(((await res.json()) as { data: { id: number }[] }).data[0]!.id);
  }
  return ids;
}

const WORDS = ['house', 'happy', 'river'];

for (const { width, locale, prefix } of [
  { width: WIDTHS.desktop, locale: 'en', prefix: '' },
  { width: WIDTHS.mobile, locale: 'uk', prefix: '/uk' },
] as const) {
  test(`journey 3 (${locale}, ${width} px): favorites -> a compilation -> a lesson -> the compilation's progress`, async ({ page, request }, testInfo) => {
    await useWidth(page, width);
    await useLocale(page, locale);
    const learner = await registerMember(request, { native: 'eng', learning: 'ger', prefix: 'jt' });
    for (const id of await entryIds(request, WORDS)) {
      const saved = await request.post('/api/favorites', { headers: authOf(learner), data: { entity_type: 'translation', entity_id: id } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await signInAs(page, learner);

    // Favorites: all three chosen, then "New compilation from these".
    await page.goto(`${prefix}/favorites`);
    if (width <= 980) await page.getByTestId('folder-row').first().click();
    await expect(page.getByTestId('favorite-item')).toHaveCount(3);
    await page.getByTestId('select-all').click();
    await page.getByTestId('selection-compilation').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/training/selection/create\\?prefill=`));
    await expect(page.getByTestId('pending-added')).toHaveCount(3);
    await expect(page.getByTestId('prefill-note')).toContainText('3');
    await snap(page, testInfo, `j3-editor-${locale}`);
    await page.getByTestId('save-selection').click();

    // The compilation: its three words, none learned yet; a lesson from it.
    await expect(page).toHaveURL(new RegExp(`${prefix}/training/selection\\?uuid=`));
    await expect(page.getByTestId('word-row')).toHaveCount(3);
    const progress = page.getByTestId('selection-title').locator('xpath=..');
    await expect(progress).toContainText(/0\D+3/);
    await page.getByTestId('start-lesson').click();
    // "I know this word" on every card ends the lesson with each word listed.
    for (let i = 0; i < 3; i++) await page.getByTestId('skip').click();
    await expect(page.getByTestId('lesson-done')).toBeVisible();
    await expect(page.getByTestId('lesson-summary-word')).toHaveCount(3);
    await snap(page, testInfo, `j3-lesson-end-${locale}`);
    // Back to the compilation: its progress counts the three words.
    await page.getByTestId('lesson-back').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/training/selection\\?uuid=`));
    await expect(progress).toContainText(/3\D+3/);
    await snap(page, testInfo, `j3-progress-${locale}`);
  });
}

interface NotificationItem {
  notification_type: string;
  data: { entity_id: string | null };
}

async function notificationTypes(request: APIRequestContext, who: Member): Promise<string[]> {
  const res = await request.get('/api/user/notifications/all?limit=50', { headers: authOf(who) });
  expect(res.status()).toBe(200);
  return ((await res.json()).data as NotificationItem[]).map((n) => n.notification_type).sort();
}

for (const { width, locale, prefix } of [
  { width: WIDTHS.desktop, locale: 'en', prefix: '' },
  { width: WIDTHS.mobile, locale: 'de', prefix: '/de' },
] as const) {
  test(`journey 4 (${locale}, ${width} px): a post, a question with answers, a reply, the accepted answer, the notifications, the shared link`, async ({ page, request, browser }, testInfo) => {
    test.setTimeout(60_000);
    await useWidth(page, width);
    await useLocale(page, locale);
    const asker = await registerMember(request, { native: 'eng', learning: 'ger', prefix: 'ja' });
    const helper = await registerMember(request, { native: 'ger', learning: 'eng', prefix: 'jh' });
    const other = await registerMember(request, { native: 'ger', learning: 'eng', prefix: 'jo' });
    const text = `Heute habe ich ${uniqueNickname('w')} gelernt.`;
    const post = (await (await request.post('/api/posts', { headers: authOf(asker), data: { text, lang_code: 'ger' } })).json()).data as { uuid: string };
    const question = (await (
      await request.post('/api/questions', {
        headers: authOf(asker),
        data: { short_description: 'When does German use the dative?', description: 'Which prepositions always take the dative case?', hashtags: ['grammar'], lang_code: 'ger' },
      })
    ).json()).data as { uuid: string };
    await request.post(`/api/posts/${post.uuid}/comments`, { headers: authOf(helper), data: { comment: 'Toll!' } });
    const first = (await (await request.post(`/api/questions/${question.uuid}/answers`, { headers: authOf(other), data: { answer: 'Two-way prepositions, sometimes.' } })).json()).data as { uuid: string };
    await request.post(`/api/questions/${question.uuid}/answers/${first.uuid}/vote/plus`, { headers: authOf(helper) });
    const helpful = (await (await request.post(`/api/questions/${question.uuid}/answers`, { headers: authOf(helper), data: { answer: 'Aus, bei, mit, nach, seit, von, zu.' } })).json()).data as { uuid: string };
    await request.post(`/api/questions/${question.uuid}/answers`, { headers: authOf(other), data: { answer: 'And gegenüber.', reply_to_uuid: helpful.uuid } });

    // The asker's news: the comment on the post, the two answers and the reply under one of them.
    await expect.poll(() => notificationTypes(request, asker)).toEqual(['post_commented', 'question_answered', 'question_answered', 'question_answered']);
    // The helper heard of the reply to their answer.
    await expect.poll(() => notificationTypes(request, helper)).toContain('answer_replied');

    await signInAs(page, asker);
    await page.goto(`${prefix}/feed`);
    // A click on the post's text opens it (a panel on desktop, its page on a phone).
    await page.locator(`[data-testid=feed-card][data-uuid="${post.uuid}"]`).getByTestId('post-text').click();
    if (width > 980) await expect(page.getByTestId('post-panel').getByTestId('post-text')).toHaveText(text);
    else {
      await expect(page).toHaveURL(new RegExp(`${prefix}/post/${post.uuid}$`));
      await expect(page.getByTestId('publication').getByTestId('post-text')).toHaveText(text);
    }
    await snap(page, testInfo, `j4-post-${locale}`);

    // The question: two answers, the voted one first; the asker accepts the other.
    await page.goto(`${prefix}/question/${question.uuid}`);
    const answers = page.getByTestId('answer');
    await expect(answers).toHaveCount(2);
    await expect(answers.first()).toContainText('Two-way prepositions');
    await expect(answers.nth(1).getByTestId('reply')).toContainText('And gegenüber.');
    await answers.nth(1).getByTestId('accept-answer').click();
    await expect(answers.first().getByTestId('accepted-badge')).toBeVisible();
    await expect(answers.first()).toContainText('Aus, bei, mit');
    await expect(answers.first().getByTestId('accept-answer')).toHaveAttribute('aria-pressed', 'true');
    await snap(page, testInfo, `j4-accepted-${locale}`);
    // The helper is told; a reload keeps the accepted answer first.
    await expect.poll(() => notificationTypes(request, helper)).toContain('answer_accepted');
    await page.reload();
    await expect(answers.first().getByTestId('accepted-badge')).toBeVisible();

    // The asker's bell counts the four pieces of news.
    await expect(page.getByTestId('notifications-bell')).toHaveAttribute('aria-label', /4/);

    // The question's shared link (the feed with its panel named, as a desktop reader copies it)
    // opened by a guest: beside the feed on desktop, the question's own page on a phone.
    const guest = await browser.newPage();
    await useWidth(guest, width);
    await useLocale(guest, locale);
    await dismissCookieNotice(guest);
    await guest.goto(`${prefix}/feed?panel=question:${question.uuid}`);
    if (width > 980) {
      await expect(guest.getByTestId('question-panel').getByTestId('question-title')).toHaveText('When does German use the dative?');
      await expect(guest).toHaveURL(/[?&]panel=question/);
    } else {
      await expect(guest).toHaveURL(new RegExp(`${prefix}/question/${question.uuid}$`));
      await expect(guest.getByTestId('publication').getByTestId('question-title')).toHaveText('When does German use the dative?');
    }
    await expect(guest.getByTestId('answer').first()).toContainText('Aus, bei, mit');
    await snap(guest, testInfo, `j4-shared-link-${locale}`);
    await guest.close();
  });
}

for (const { width, locale, prefix } of [
  { width: WIDTHS.desktop, locale: 'en', prefix: '' },
  { width: WIDTHS.mobile, locale: 'uk', prefix: '/uk' },
] as const) {
  test(`journey 5 (${locale}, ${width} px): a video's German caption word -> its English translation -> favorites -> a lesson with it`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await useWidth(page, width);
    await useLocale(page, locale);
    const learner = await registerMember(request, { native: 'eng', learning: 'ger', prefix: 'jv' });
    await signInAs(page, learner);

    // The demo video from all videos; its German captions as the second line.
    await page.goto(`${prefix}/training/all_videos`);
    await page.getByTestId('video-card').filter({ hasText: 'A dog, a cat and coffee in the garden' }).click();
    await expect(page.getByTestId('video-title')).toHaveText('A dog, a cat and coffee in the garden');
    await page.getByRole('combobox', { name: locale === 'uk' ? 'Другий рядок субтитрів' : 'Second caption line' }).selectOption('ger');
    await page.getByTestId('transcript').getByText('The dog sleeps in the house.').click();
    const captions = page.getByTestId('captions');
    await expect(captions).toContainText('Der Hund schläft im Haus.', { timeout: 20_000 });

    // The German word: the video pauses; the tooltip translates it into the learner's English.
    await captions.getByTestId('caption-word').filter({ hasText: /^Hund$/ }).click();
    expect(await page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const tooltip = page.getByTestId('selection-tooltip');
    await expect(tooltip.getByTestId('quick-translations')).toContainText('dog');
    await snap(page, testInfo, `j5-word-${locale}`);

    // Starred into the favorites (the first star asks for the folder: the main one is chosen).
    const star = tooltip.getByTestId('favorite-star');
    await star.click();
    await page.getByTestId('folder-choice-save').click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');

    // Favorites: the word is there; a compilation from it; a lesson; the lesson's end lists it.
    await page.goto(`${prefix}/favorites`);
    if (width <= 980) await page.getByTestId('folder-row').first().click();
    await expect(page.getByTestId('favorite-item')).toHaveCount(1);
    await expect(page.getByTestId('favorite-item')).toContainText('Hund');
    await expect(page.getByTestId('favorite-item')).toContainText('dog');
    await page.getByTestId('select-all').click();
    await page.getByTestId('selection-compilation').click();
    await expect(page.getByTestId('pending-added')).toHaveCount(1);
    await page.getByTestId('save-selection').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/training/selection\\?uuid=`));
    await expect(page.getByTestId('word-row')).toHaveCount(1);
    await page.getByTestId('start-lesson').click();
    await page.getByTestId('skip').click();
    await expect(page.getByTestId('lesson-done')).toBeVisible();
    await expect(page.getByTestId('lesson-summary-word')).toHaveCount(1);
    await expect(page.getByTestId('lesson-summary-word')).toContainText(/Hund|dog/);
    await snap(page, testInfo, `j5-lesson-end-${locale}`);
  });
}

for (const { width, locale, prefix } of [
  { width: WIDTHS.desktop, locale: 'en', prefix: '' },
  { width: WIDTHS.mobile, locale: 'de', prefix: '/de' },
] as const) {
  test(`journey 6 (${locale}, ${width} px): a translation added, back on the word, checked by two members in their tasks, verified`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(90_000);
    await useWidth(page, width);
    await useLocale(page, locale);
    const author = await registerMember(request, { native: 'ger', learning: 'eng', prefix: 'ju' });
    const checkers = [
      await registerMember(request, { native: 'eng', learning: 'ger', prefix: 'jc' }),
      await registerMember(request, { native: 'ger', learning: 'eng', prefix: 'jd' }),
    ];
    const word = `Haus${uniqueNickname('x').slice(-6)}`;
    await signInAs(page, author);
    await page.goto(`${prefix}/addition/translation?lang=eng&lang_t=ger&word=house&out_of_place=dictionary`);
    await page.getByTestId('translation-item').first().getByTestId('translation-input').fill(word);
    await page.getByTestId('send-translations').click();
    // Back on the word with the new translation (its id in the URL where the entry opens).
    await expect(page).toHaveURL(new RegExp(`${prefix}/dictionary/eng/ger/house(/\\d+)?$`));
    await expect(page.getByText(word).first()).toBeVisible();
    await snap(page, testInfo, `j6-back-${locale}`);

    // Two members check it on their cards.
    for (const [i, checker] of checkers.entries()) {
      const other = await browser.newPage();
      await useWidth(other, i === 0 ? WIDTHS.desktop : WIDTHS.mobile);
      await other.addInitScript(() => {
        window.localStorage.setItem('glossa-cookie-notice', 'dismissed');
        // The checks only (a new member's cards also offer words to voice).
        window.localStorage.setItem('tasks_setting_types', JSON.stringify(['chk_translation_union']));
      });
      await signInAs(other, checker);
      // Tasks are made from the dictionary on read, 2,000 rows a read: on the demo dictionary the
      // newest translation needs a few reads before it has a card (the lag is reported, issue 36).
      await expect
        .poll(async () => JSON.stringify(await (await request.get('/api/v2/tasks?filter[]=chk_translation_union', { headers: authOf(checker) })).json()), { timeout: 30_000 })
        .toContain(word);
      await other.goto('/tasks/cards');
      const card = other.getByTestId('task-card');
      await expect(card).toContainText(word);
      await expect(card).toContainText(author.nickname);
      const sent = other.waitForResponse((r) => r.url().includes('/api/tasks/') && r.url().endsWith('/yes'), { timeout: 15_000 });
      await other.getByTestId('task-yes').click();
      expect((await sent).status()).toBe(200);
      if (i === 0) await snap(other, testInfo, `j6-card-${locale}`);
      await other.close();
    }

    // The community verified it: the entry says so to its author, and so does the bell.
    await page.goto(`${prefix}/dictionary/eng/ger/house`);
    await expect(page.getByTestId('result-card').filter({ hasText: word }).locator('svg title')).toHaveCount(1);
    await snap(page, testInfo, `j6-verified-${locale}`);
    await expect.poll(() => notificationTypes(request, author)).toEqual(['material_accepted']);
    await expect(page.getByTestId('notifications-bell')).toHaveAttribute('aria-label', /1/);
    await page.getByTestId('notifications-bell').click();
    const accepted = page.getByTestId('notification-item');
    await expect(accepted).toHaveCount(1);
    await expect(accepted).toContainText(locale === 'de' ? 'Dein Wörterbuchbeitrag wurde angenommen.' : 'Your dictionary material was accepted.');
    await snap(page, testInfo, `j6-notified-${locale}`);
  });
}
