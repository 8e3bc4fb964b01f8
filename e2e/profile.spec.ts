// Profiles (issue 17, profile part): a member crops and uploads an avatar and sees it in the header;
// another member opens her profile, follows her and sends a friend request; a guest sees a public
// profile and only the private notice once it is private; the birthday shows only once she shares it
// (edit_info switch). Screenshots at 1280 and 390 px.
import sharp from 'sharp';
import { expect, snap, test, useWidth, WIDTHS } from './support/fixtures';
import { openAs, register } from './support/contributions-fixtures';

test.setTimeout(120_000);

test('avatar editor, public profile with follow and friend request, guest view of public and private profiles', async ({ page, browser, request }, testInfo) => {
  const anna = await register(request, 'Anna', [
    { lang_code: 'ger', level: 'NATIVE' },
    { lang_code: 'eng', level: 'ADVANCED' },
  ]);
  const ben = await register(request, 'Ben', [
    { lang_code: 'eng', level: 'NATIVE' },
    { lang_code: 'ger', level: 'BASE' },
  ]);
  const about = 'I teach German in Hamburg and collect North Sea idioms.';
  const set = await request.post('/api/user/profile', {
    headers: { Authorization: `Bearer ${anna.token}` },
    data: { city: 'Hamburg', country: 'DE', about, birthday: '1990-05-17' },
  });
  expect(set.status()).toBe(200);
  const post = await request.post('/api/posts', { headers: { Authorization: `Bearer ${anna.token}` }, data: { text: 'Moin! Wer übt mit mir Plattdeutsch?', lang_code: 'ger' } });
  expect(post.status(), await post.text()).toBe(200);

  // --- Anna edits her avatar: picks an image, crops (zoom), saves; the header shows it at once.
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a9d8f' } })
    .composite([{ input: Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="260" fill="#f4a261"/><circle cx="520" cy="340" r="40" fill="#264653"/><circle cx="680" cy="340" r="40" fill="#264653"/></svg>'), top: 0, left: 0 }])
    .jpeg()
    .toBuffer();
  await useWidth(page, WIDTHS.desktop);
  await openAs(page, anna, `/profile/${anna.nickname}/edit_avatar`);
  await expect(page.getByTestId('edit-avatar-page')).toBeVisible();
  await page.getByTestId('avatar-file').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByTestId('avatar-cropper')).toBeVisible();
  const zoom = page.getByTestId('avatar-zoom').getByRole('slider');
  await zoom.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await snap(page, testInfo, 'avatar-crop');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/user/avatar') && r.request().method() === 'POST');
  await page.getByTestId('avatar-save').click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByTestId('avatar-saved')).toBeVisible();
  await expect(page.getByTestId('user-menu-button').locator('img')).toHaveAttribute('src', /\/api\/avatars\/[0-9a-f]{32}_s\.webp$/);
  await expect(page.getByTestId('avatar-current').locator('img')).toHaveAttribute('src', /\/api\/avatars\/[0-9a-f]{32}\.webp$/);
  await page.goto(`/profile/${anna.nickname}`);
  await expect(page.getByTestId('own-profile')).toBeVisible();
  await expect(page.getByTestId('profile-progress-slot')).toBeVisible();
  await expect(page.getByTestId('profile-level')).toHaveText(/\d+/);
  await snap(page, testInfo, 'own-profile');
  await useWidth(page, WIDTHS.mobile);
  await snap(page, testInfo, 'own-profile', { fullPage: true });
  await page.goto(`/profile/${anna.nickname}/edit_avatar`);
  await page.getByTestId('avatar-file').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByTestId('avatar-cropper')).toBeVisible();
  await snap(page, testInfo, 'avatar-crop');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await useWidth(page, WIDTHS.desktop);

  // --- Ben opens Anna's profile, follows her and asks her to be friends.
  const benContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const benPage = await benContext.newPage();
  await useWidth(benPage, WIDTHS.desktop);
  await openAs(benPage, ben, `/profile/${anna.nickname}`);
  const profile = benPage.getByTestId('public-profile');
  await expect(profile).toBeVisible();
  await expect(profile).toContainText(about);
  await expect(profile).toContainText('Hamburg');
  await expect(profile).not.toContainText('1990');
  await expect(benPage.getByTestId('public-profile-avatar').locator('img')).toHaveAttribute('src', /_m\.webp$/);
  await expect(benPage.getByTestId('profile-materials')).toContainText('Plattdeutsch');
  await benPage.getByTestId('profile-follow').click();
  await expect(benPage.getByTestId('profile-follow')).toHaveAttribute('data-following', 'true');
  await expect(benPage.getByTestId('profile-subscribers')).toContainText('1');
  await benPage.getByTestId('profile-friend').click();
  await expect(benPage.getByTestId('profile-friend')).toHaveAttribute('data-status', 'request_sender');
  await snap(benPage, testInfo, 'public-profile-member');
  await benPage.getByTestId('profile-subscribers').click();
  await expect(benPage.getByTestId('follow-list')).toContainText(ben.nickname);
  await benPage.keyboard.press('Escape');
  await useWidth(benPage, WIDTHS.mobile);
  await snap(benPage, testInfo, 'public-profile-member');
  // The request reached Anna (and the follow).
  const incoming = await request.get('/api/friends/requests/incoming', { headers: { Authorization: `Bearer ${anna.token}` } });
  expect(JSON.stringify(await incoming.json())).toContain(ben.nickname);
  await benContext.close();

  // --- Anna shares her birthday (the edit_info switch; off until then: Ben did not see it).
  await page.goto(`/profile/${anna.nickname}/edit_info`);
  await page.getByTestId('birthday-shared-switch').check();
  await expect(page.getByTestId('birthday-shared-switch')).toBeChecked();
  const shared = page.waitForResponse((r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'POST');
  await page.getByTestId('edit-info-save').click();
  expect((await shared).status()).toBe(200);
  await snap(page, testInfo, 'edit-info-birthday-shared');

  // --- A guest sees the public profile (with the shared birthday), then only the card and the notice once it is private.
  const guestContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const guest = await guestContext.newPage();
  await guest.addInitScript(() => window.localStorage.setItem('glossa-cookie-notice', 'dismissed'));
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    await useWidth(guest, width);
    await guest.goto(`/profile/${anna.nickname}`);
    await expect(guest.getByTestId('public-profile')).toContainText(about);
    await expect(guest.getByTestId('profile-birthday')).toContainText('1990');
    await expect(guest.getByTestId('profile-follow')).toHaveCount(0);
    await snap(guest, testInfo, 'public-profile-guest');
  }
  const priv = await request.post('/api/user/profile', { headers: { Authorization: `Bearer ${anna.token}` }, data: { accessibility: 'private' } });
  expect(priv.status()).toBe(200);
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    await useWidth(guest, width);
    await guest.goto(`/profile/${anna.nickname}`);
    await expect(guest.getByTestId('profile-private-notice')).toBeVisible();
    await expect(guest.getByTestId('public-profile')).not.toContainText(about);
    await expect(guest.getByTestId('public-profile')).not.toContainText('Hamburg');
    await expect(guest.getByTestId('public-profile')).not.toContainText('1990');
    await expect(guest.getByTestId('profile-materials')).toHaveCount(0);
    await snap(guest, testInfo, 'private-profile-guest');
  }
  // A guest opening a settings page is sent to sign in.
  await guest.goto(`/profile/${anna.nickname}/edit_avatar`);
  await expect(guest).toHaveURL(/\/auth$/);
  await guestContext.close();

  // --- Anna changes her nickname: the §5 rules are checked as she types, then her address follows.
  await useWidth(page, WIDTHS.desktop);
  await page.goto(`/profile/${anna.nickname}/edit_info`);
  const input = page.getByTestId('nickname-input');
  await input.fill('anna k');
  await page.getByTestId('nickname-save').click();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`/profile/${anna.nickname}/edit_info$`));
  const renamed = `${anna.nickname.slice(0, 12)}New`;
  await input.fill(renamed);
  await page.getByTestId('nickname-save').click();
  await expect(page).toHaveURL(new RegExp(`/profile/${renamed}/edit_info$`));
  await snap(page, testInfo, 'edit-info-nickname');
  await page.goto(`/profile/${renamed}`);
  await expect(page.getByTestId('own-profile')).toBeVisible();
  // Ben's request waits in the friend requests panel, reached from her profile (a side panel over
  // the profile on desktop, issue 39; the companions screen on a phone).
  await expect(page.getByTestId('profile-link-requests')).toContainText('1');
  await expect(page.getByTestId('profile-subscriptions')).toContainText('0');
  await page.getByTestId('profile-link-requests').click();
  await expect(page).toHaveURL(new RegExp(`/profile/${renamed}\\?panel=friend_requests$`));
  await expect(page.getByTestId('side-panel-friend_requests').getByTestId('incoming-row')).toHaveCount(1);
  await useWidth(page, WIDTHS.mobile);
  await page.goto(`/profile/${renamed}`);
  await page.getByTestId('profile-link-requests').click();
  await expect(page).toHaveURL(/\/chat\/companions\?tab=friends$/);
  await expect(page.getByTestId('incoming-row')).toHaveCount(1);
});
