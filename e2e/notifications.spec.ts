// Notifications as a member lives them: another member comments on her post and she sees the push
// toast and the bell's count change without reloading, opens the panel, follows the link, marks
// everything read; she turns comments off and the next comment produces nothing. On a phone the
// bell leads to the notifications page and no toast opens. Screenshots at 1280 and 390 px.
import type { APIRequestContext } from '@playwright/test';
import { WIDTHS, snap, useWidth } from './support/fixtures';
import { expect, openAs, register, test, type Account } from './support/contributions-fixtures';

test.describe.configure({ mode: 'serial' });

const langs = [
  { lang_code: 'eng', level: 'NATIVE' },
  { lang_code: 'ger', level: 'BASE' },
];

async function as<T>(request: APIRequestContext, who: Account, method: 'post' | 'get', url: string, data?: object): Promise<T> {
  const res = await request[method](url, { headers: { Authorization: `Bearer ${who.token}` }, ...(data ? { data } : {}) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as T;
}

test('a comment arrives live: toast, bell, panel, link, mark all read, type turned off', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const anna = await register(request, 'Anna', langs);
  const ben = await register(request, 'Ben', langs);
  const post = await as<{ uuid: string }>(request, anna, 'post', '/api/posts', { text: 'Heute war ich im Museum.', lang_code: 'ger' });
  const comment = (text: string) => as(request, ben, 'post', `/api/posts/${post.uuid}/comments`, { comment: text });

  await useWidth(page, WIDTHS.desktop);
  await openAs(page, anna, '/feed');
  const bell = page.getByTestId('notifications-bell');
  // The socket connects when the server gets to it: a busy 2-core machine may take seconds.
  await expect(bell).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);

  // Ben comments: Anna's page shows it at once.
  await comment('Welches Museum?');
  const toast = page.getByTestId('notification-toast');
  await expect(toast).toContainText(`${ben.nickname} commented on your post.`);
  await expect(page.getByTestId('notifications-badge')).toHaveText('1');
  await snap(page, testInfo, 'toast');

  // The panel lists it; opening it follows the link and reads it.
  await bell.click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel.getByTestId('notification-item')).toHaveCount(1);
  await snap(page, testInfo, 'panel');
  await panel.getByTestId('notification-item').click();
  await expect(page).toHaveURL(new RegExp(`/post/${post.uuid}$`));
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);

  // Two more arrive; "mark all as read" clears the bell.
  await comment('Und wie war es?');
  await as(request, ben, 'post', `/api/posts/${post.uuid}/like`);
  await expect(page.getByTestId('notifications-badge')).toHaveText('2');
  await expect(toast).toHaveCount(2);
  await bell.click();
  await expect(panel.getByTestId('notification-item')).toHaveCount(3);
  await panel.getByTestId('mark-all-read').click();
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);

  // Anna turns comments on posts off; the next comment produces nothing, a follow still arrives.
  await panel.getByTestId('notification-settings-link').click();
  const setting = page.getByTestId('setting-post_commented-in_app');
  await expect(setting).toBeChecked();
  await setting.click({ force: true });
  await expect(setting).not.toBeChecked();
  await snap(page, testInfo, 'settings');
  await page.keyboard.press('Escape');
  await comment('Noch eine Frage!');
  await as(request, ben, 'post', `/api/subscription/${(await as<{ uuid: string }>(request, anna, 'get', '/api/user/profile')).uuid}`);
  await expect(toast.last()).toContainText(`${ben.nickname} follows you now.`);
  await expect(page.getByTestId('notifications-badge')).toHaveText('1');
  await bell.click();
  await expect(panel.getByTestId('notification-item').first()).toContainText('follows you now');
  await expect(panel.getByText('Noch eine Frage!')).toHaveCount(0);
  await expect(panel.getByTestId('notification-item')).toHaveCount(4);
});

test('on a phone the bell opens the notifications page and no toast opens', async ({ page, request }, testInfo) => {
  const anna = await register(request, 'Anna', langs);
  const ben = await register(request, 'Ben', langs);
  const post = await as<{ uuid: string }>(request, anna, 'post', '/api/posts', { text: 'Mein erster Beitrag.', lang_code: 'ger' });

  await useWidth(page, WIDTHS.mobile);
  await openAs(page, anna, '/feed');
  await expect(page.getByTestId('notifications-bell')).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
  await as(request, ben, 'post', `/api/posts/${post.uuid}/comments`, { comment: 'Super!' });
  await expect(page.getByTestId('notifications-badge')).toHaveText('1');
  await expect(page.getByTestId('notification-toast')).toHaveCount(0);
  await page.getByTestId('notifications-bell').click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByTestId('notification-item')).toContainText(`${ben.nickname} commented on your post.`);
  await snap(page, testInfo, 'page');
  await page.goto('/news');
  await expect(page.getByTestId('news-list')).toContainText('Notifications are here');
  await snap(page, testInfo, 'news');
});

test('a mention arrives live and leaves when its comment is deleted', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const anna = await register(request, 'Anna', langs);
  const ben = await register(request, 'Ben', langs);
  const carl = await register(request, 'Carl', langs);
  const post = await as<{ uuid: string }>(request, carl, 'post', '/api/posts', { text: 'Wer kennt ein gutes Café?', lang_code: 'ger' });

  await useWidth(page, WIDTHS.desktop);
  await openAs(page, anna, '/feed');
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toHaveAttribute('data-live', 'true', { timeout: 20_000 });

  const comment = await as<{ id: number }>(request, ben, 'post', `/api/posts/${post.uuid}/comments`, { comment: `@${anna.nickname} weiß das bestimmt!` });
  await expect(page.getByTestId('notification-toast')).toContainText(`${ben.nickname} mentioned you.`);
  await expect(page.getByTestId('notifications-badge')).toHaveText('1');
  await bell.click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel.getByTestId('notification-item')).toHaveCount(1);
  await snap(page, testInfo, 'mention');

  // Ben deletes his comment: the mention leaves the open panel and the bell without a reload.
  const removed = await request.delete(`/api/posts/${post.uuid}/comments/${comment.id}`, { headers: { Authorization: `Bearer ${ben.token}` } });
  expect(removed.status()).toBe(200);
  await expect(panel.getByTestId('notification-item')).toHaveCount(0);
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
});
