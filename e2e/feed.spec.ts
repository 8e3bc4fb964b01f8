// The feed as members use it: a post with an image, a question another member answers and votes
// on, comments and likes, following the author and finding the item in the subscriptions tab; a
// guest's call to register. Screenshots at 1280 and 390 px.
import sharp from 'sharp';
import { WIDTHS, snap, useWidth } from './support/fixtures';
import { expect, openAs, register, test } from './support/contributions-fixtures';

test.describe.configure({ mode: 'serial' });

const langs = [
  { lang_code: 'eng', level: 'NATIVE' },
  { lang_code: 'ger', level: 'BASE' },
];

test('members write, answer, vote, comment, like and follow', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(360_000);
  const anna = await register(page.request, 'Anna', langs);
  const ben = await register(page.request, 'Ben', langs);
  await useWidth(page, WIDTHS.desktop);

  // Anna writes a post with a photo.
  await openAs(page, anna, '/feed');
  await page.getByTestId('write-post').click();
  await expect(page).toHaveURL(/\/feed\/create_post$/);
  await page.getByTestId('post-text-input').fill('Heute habe ich zum ersten Mal ein Buch auf Deutsch gelesen!');
  const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer();
  await page.locator('input[type=file]').setInputFiles({ name: 'buch.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('image-preview')).toHaveCount(1);
  await snap(page, testInfo, 'create-post');
  await page.getByTestId('publish').click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  const postUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('post-text')).toHaveText('Heute habe ich zum ersten Mal ein Buch auf Deutsch gelesen!');
  await page.getByTestId('feed-image').click();
  await expect(page.getByTestId('image-viewer')).toBeVisible();
  await page.keyboard.press('Escape');

  // ... and asks a question; a too-short one gets the spec's message first.
  await page.goto('/feed/create_question');
  await page.getByTestId('question-short').fill('Why?');
  await page.getByTestId('question-description').fill('When exactly does German need the dative case after a preposition?');
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('compose-error')).toHaveText('Your question is too short. You need to ask a more detailed question.');
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
  await page.getByTestId('article-drafts').getByRole('link', { name: 'Five habits that help with German' }).click();
  await expect(page.getByTestId('article-editor')).toContainText('Read a page every day.');
  await page.getByTestId('article-editor').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Numbered list' }).click();
  await page.keyboard.type('der');
  await page.keyboard.press('Enter');
  await page.keyboard.type('die');
  await snap(page, testInfo, 'article-editor');
  await page.getByTestId('publish').click();
  await expect(page).toHaveURL(/\/article\/[0-9a-f-]{36}$/);
  await expect(page.getByText('The article is published')).toBeVisible();
  await expect(page.getByTestId('article-body').locator('li')).toHaveText(['der', 'die']);

  // Ben answers and votes; Anna replies.
  const benContext = await browser.newContext({ baseURL });
  const benPage = await benContext.newPage();
  await useWidth(benPage, WIDTHS.desktop);
  await openAs(benPage, ben, questionUrl);
  await benPage.getByTestId('answer-input').fill('After mit, bei, seit, von, zu, aus and nach: always the dative.');
  await benPage.getByTestId('send-answer').click();
  const answer = benPage.getByTestId('answer');
  await expect(answer.getByTestId('answer-text')).toHaveText('After mit, bei, seit, von, zu, aus and nach: always the dative.');
  await answer.getByTestId('vote-plus').first().click();
  await expect(answer.getByTestId('vote-count').first()).toHaveText('1');
  await answer.getByTestId('vote-minus').first().click();
  await expect(answer.getByTestId('vote-count').first()).toHaveText('-1');
  await answer.getByTestId('vote-plus').first().click();
  await expect(answer.getByTestId('vote-count').first()).toHaveText('1');

  await page.goto(questionUrl);
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
  await benContext.close();
});

test('a guest reads the feed on a phone and is asked to register to like', async ({ page }, testInfo) => {
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
