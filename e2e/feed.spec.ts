// The feed as members use it: a post with an image, a question another member answers and the asker votes
// on, an article with a callout, comments and likes, following the author and finding the item in
// the subscriptions tab, the question's detail panel on desktop, the author's tab (dark theme); a
// moderator's pin; a guest's call to register. Screenshots at 1280 and 390 px.
import sharp from 'sharp';
import { WIDTHS, snap, useWidth } from './support/fixtures';
import { expect, login, openAs, register, setLanguages, test } from './support/contributions-fixtures';

test.describe.configure({ mode: 'serial' });

const langs = [
  { lang_code: 'eng', level: 'NATIVE' },
  { lang_code: 'ger', level: 'BASE' },
];

test('members write, answer, vote, comment, like and follow', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(360_000);
  const anna = await register(page.request, 'Anna', langs);
  const ben = await register(page.request, 'Ben', langs);
  await useWidth(page, WIDTHS.desktop);

  // Anna writes a post with a photo.
  await openAs(page, anna, '/feed');
  await page.getByTestId('write-post').click();
  await expect(page).toHaveURL(/\/feed\/create_post$/);
  await page
    .getByTestId('post-text-input')
    .fill('Heute habe ich zum ersten Mal ein Buch auf Deutsch gelesen!');
  const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'buch.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('image-preview')).toHaveCount(1);
  await snap(page, testInfo, 'create-post');
  await page.getByTestId('publish').click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  const postUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('post-text')).toHaveText(
    'Heute habe ich zum ersten Mal ein Buch auf Deutsch gelesen!',
  );
  await page.getByTestId('feed-image').click();
  await expect(page.getByTestId('image-viewer')).toBeVisible();
  await page.keyboard.press('Escape');

  // ... and asks a question; a too-short one gets the spec's message first.
  await page.goto('/feed/create_question');
  await page.getByTestId('question-short').fill('Why?');
  await page
    .getByTestId('question-description')
    .fill('When exactly does German need the dative case after a preposition?');
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('compose-error')).toHaveText(
    'Your question is too short. You need to ask a more detailed question.',
  );
  await page.getByTestId('question-short').fill('When do I use the dative case?');
  await page.getByTestId('publish').click();
  await expect(page).toHaveURL(/\/question\/[0-9a-f-]{36}$/);
  const questionUrl = new URL(page.url()).pathname;

  // ... and an article: saved as a draft, resumed from the drafts list, then published.
  await page.goto('/feed');
  await page.getByTestId('write-article').click();
  await page.getByTestId('article-title-input').fill('Five habits that help with German');
  const editor = page.getByTestId('article-editor');
  await editor.click();
  await page.keyboard.type('Read a page every day.');
  await page.getByTestId('save-draft').click();
  await expect(page.getByTestId('draft-state')).toHaveText('Draft saved');
  await page.goto('/feed/create_article');
  await page
    .getByTestId('article-drafts')
    .getByRole('link', { name: 'Five habits that help with German' })
    .click();
  await expect(page.getByTestId('article-editor')).toContainText('Read a page every day.');
  await page.getByTestId('article-editor').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Numbered list' }).click();
  await page.keyboard.type('der');
  await page.keyboard.press('Enter');
  await page.keyboard.type('die');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.getByTestId('article-callout').click();
  await page.getByTestId('callout-tip').click();
  await page.keyboard.type('Ten minutes a day are enough.');
  await snap(page, testInfo, 'article-editor');
  await page.getByTestId('publish').click();
  await expect(page).toHaveURL(/\/article\/[0-9a-f-]{36}$/);
  await expect(page.getByText('The article is published')).toBeVisible();
  await expect(page.getByTestId('article-body').locator('li')).toHaveText(['der', 'die']);
  await expect(page.getByTestId('article-body').locator('[data-tone=tip]')).toHaveText(
    'Ten minutes a day are enough.',
  );

  // Ben answers; Anna votes and replies.
  const benContext = await browser.newContext({ baseURL });
  const benPage = await benContext.newPage();
  await useWidth(benPage, WIDTHS.desktop);
  await openAs(benPage, ben, questionUrl);
  await benPage
    .getByTestId('answer-input')
    .fill('After mit, bei, seit, von, zu, aus and nach: always the dative.');
  await benPage.getByTestId('send-answer').click();
  const answer = benPage.getByTestId('answer');
  await expect(answer.getByTestId('answer-text')).toHaveText(
    'After mit, bei, seit, von, zu, aus and nach: always the dative.',
  );
  // Nobody votes on their own answer (issue 39): Ben's buttons are disabled; Anna votes.
  await expect(answer.getByTestId('vote-plus').first()).toBeDisabled();

  await page.goto(questionUrl);
  const annasView = page.getByTestId('answer');
  await annasView.getByTestId('vote-plus').first().click();
  await expect(annasView.getByTestId('vote-count').first()).toHaveText('1');
  await annasView.getByTestId('vote-minus').first().click();
  await expect(annasView.getByTestId('vote-count').first()).toHaveText('-1');
  await annasView.getByTestId('vote-plus').first().click();
  await expect(annasView.getByTestId('vote-count').first()).toHaveText('1');
  await page.getByTestId('reply-button').first().click();
  await page.getByTestId('reply-input').fill('Danke schön!');
  await page.getByTestId('send-reply').click();
  await expect(page.getByTestId('reply')).toContainText('Danke schön!');
  await snap(page, testInfo, 'question');

  // Ben comments on the post, likes it and follows Anna.
  await benPage.goto(postUrl);
  await benPage.getByTestId('comment-input').fill('Toll! Welches Buch war es?');
  await benPage.getByTestId('send-comment').click();
  await expect(benPage.getByTestId('comment-text')).toHaveText('Toll! Welches Buch war es?');
  await benPage.getByTestId('like-button').first().click();
  await expect(benPage.getByTestId('like-count').first()).toHaveText('1');
  await benPage.getByTestId('follow-button').click();
  await expect(benPage.getByTestId('follow-button')).toContainText('Following · 1');
  await snap(benPage, testInfo, 'post');

  // The subscriptions tab shows Anna's items.
  await benPage.goto('/feed');
  await benPage.getByTestId('feed-tabs').getByText('Subscriptions').click();
  const cards = benPage.getByTestId('feed-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByTestId('article-title')).toHaveText('Five habits that help with German');
  await expect(cards.nth(1).getByTestId('question-title')).toHaveText('When do I use the dative case?');
  await expect(cards.nth(2).getByTestId('post-text')).toContainText('ein Buch auf Deutsch');
  await expect(cards.nth(2).getByTestId('like-count')).toHaveText('1');
  await snap(benPage, testInfo, 'feed-subscriptions');

  // On desktop the question opens in its detail panel over the feed; Esc closes it.
  await cards.nth(1).getByTestId('open-item').click();
  const panel = benPage.getByRole('dialog');
  await expect(panel.getByTestId('question-title')).toHaveText('When do I use the dative case?');
  await expect(panel.getByTestId('answer-text').first()).toHaveText(
    'After mit, bei, seit, von, zu, aus and nach: always the dative.',
  );
  await snap(benPage, testInfo, 'question-panel', { fullPage: false });
  await benPage.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // Anna's name leads to her tab (one user's items), here in the dark theme.
  await benPage.evaluate(() => window.localStorage.setItem('glossa-color-scheme', 'dark'));
  await cards.first().getByTestId('author-name').click();
  await expect(benPage).toHaveURL(/author=[0-9a-f-]{36}/);
  await expect(benPage.getByTestId('feed-tabs')).toContainText(anna.nickname);
  await benPage.reload();
  await expect(cards).toHaveCount(3);
  await snap(benPage, testInfo, 'feed-author-dark');
  await cards.nth(2).getByTestId('open-item').click();
  await expect(benPage.getByRole('dialog').getByTestId('comment-text')).toHaveText(
    'Toll! Welches Buch war es?',
  );
  await snap(benPage, testInfo, 'post-panel-dark', { fullPage: false });
  await benContext.close();
});

test.describe('pins', () => {
  // A second pin is refused with 400 FEED_POSITION_ALREADY_PINNED: the browser logs the failed request.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test('a moderator pins one item at a time', async ({ page, moderatorEmail }) => {
    test.setTimeout(120_000);
    const moderator = await login(page.request, moderatorEmail);
    await setLanguages(page.request, moderator.token, langs);
    // Items of its own, so the test also runs alone.
    for (const text of [
      'Welcome to the community feed!',
      'Weekly challenge: ten new words.',
      'Tip: read aloud.',
    ]) {
      const res = await page.request.post('/api/posts', {
        headers: { Authorization: `Bearer ${moderator.token}` },
        data: { text, lang_code: 'eng' },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await useWidth(page, WIDTHS.desktop);
    await openAs(page, moderator, '/feed');
    const cards = page.getByTestId('feed-card');
    await expect(cards.nth(2)).toBeVisible({ timeout: 30_000 });
    // The feed may still re-render once its first answers settle (languages, live events), which
    // closes an open menu: open it again until the entry shows.
    await page.waitForLoadState('networkidle');
    // The click is inside the retry too: a menu that closes between "visible" and the click would
    // otherwise leave the click waiting for an entry that never comes back (the test's timeout).
    const choose = async (card: ReturnType<typeof cards.nth>, entry: string) => {
      await expect(async () => {
        if (!(await page.getByTestId(entry).isVisible()))
          await card.getByTestId('item-menu').click({ timeout: 2_000 });
        await page.getByTestId(entry).click({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
    };
    const second = await cards.nth(1).getAttribute('data-uuid');
    await choose(cards.nth(1), 'pin-item');
    await expect(cards.first()).toHaveAttribute('data-uuid', second!);
    await expect(cards.first().getByText('Pinned')).toBeVisible();
    await choose(cards.nth(2), 'pin-item');
    await expect(page.getByText('A pinned item already exists. Unpin it first')).toBeVisible();
    await choose(cards.first(), 'unpin-item');
    await expect(page.getByText('Pinned', { exact: true })).toHaveCount(0);
  });
});

test('a guest reads the feed on a phone and is asked to register to like', async ({ page }, testInfo) => {
  // An item of its own, so the test also runs alone.
  const gina = await register(page.request, 'Gina', langs);
  const res = await page.request.post('/api/posts', {
    headers: { Authorization: `Bearer ${gina.token}` },
    data: { text: 'Guten Morgen aus Berlin!', lang_code: 'ger' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.addInitScript(() => window.localStorage.setItem('glossa-cookie-notice', 'dismissed'));
  await useWidth(page, WIDTHS.mobile);
  await page.goto('/');
  await expect(page).toHaveURL(/\/feed$/);
  const card = page.getByTestId('feed-card').first();
  await expect(card).toBeVisible();
  await snap(page, testInfo, 'feed-guest');
  await card.getByTestId('like-button').click();
  await expect(page.getByTestId('guest-sign-up')).toBeVisible();
  await snap(page, testInfo, 'guest-call');
  await page.keyboard.press('Escape');
  await card.getByTestId('open-item').click();
  await expect(page).toHaveURL(/\/(post|question|article)\/[0-9a-f-]{36}$/);
  await snap(page, testInfo, 'item-guest');
});
