// Moderation and user discipline in the browser, on an app instance of this spec's own (an admin
// and a moderator made with the admin CLI; a small community's candidate thresholds). One story:
// Ben complains about Anna's post and her translation; the moderator chooses German in the
// settings and decides both from the queue; the admin warns, then blocks Anna, who is signed out
// and sees the blocked message with the end date; the admin invites Carla, who accepts and sees the
// greeting. Screens at 1280 and 390 px go to e2e/artifacts/moderation/.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { WIDTHS, snap as snapAt, useWidth } from './support/fixtures';
import { login, openAs, register, setLanguages, type Account } from './support/contributions-fixtures';
import { expect, test } from './support/moderation-fixtures';

test.describe.configure({ mode: 'serial' });
// The story provokes refusals (the blocked member's calls and sign-in), which Chromium logs.
test.use({ expectedConsoleErrors: /status of (400|401|403|404)/ });

test.afterEach(({ app }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`--- server log ---\n${app.log()}`);
});

let anna: Account;
let ben: Account;
let carla: Account;
let postUuid: string;
let annaUuid: string;

const bearer = (a: Account) => ({ Authorization: `Bearer ${a.token}` });
/** Full-page pictures start at the top (the sticky header would show mid-page otherwise). */
async function snap(page: Page, testInfo: Parameters<typeof snapAt>[1], name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapAt(page, testInfo, name);
}

const alert = (page: Page) => page.locator('[role="status"][data-channel]');

async function api<T>(request: APIRequestContext, who: Account, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const res = await request[method](url, { headers: bearer(who), ...(data === undefined ? {} : { data }) });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return (await res.json()).data as T;
}

/** A translation sent through the API and accepted by the moderator (material one can complain about). */
async function acceptedTranslation(request: APIRequestContext, author: Account, moderator: Account, from: string, to: string) {
  const word = (name: string, lang: string) => api<{ id: number }>(request, author, 'post', '/api/words/add-or-get', { word: name, lang_code: lang });
  const tr = await api<{ id: number }>(request, author, 'post', '/api/translations', {
    primary_word_id: (await word(from, 'eng')).id,
    translation_word_id: (await word(to, 'ger')).id,
    translation_lang_code: 'ger',
  });
  const tasks = await api<{ id: number; detail_data: { entity_id: string } }[]>(request, moderator, 'get', '/api/v2/moderation/tasks?limit=50');
  const task = tasks.find((x) => x.detail_data.entity_id === String(tr.id))!;
  await api(request, moderator, 'post', `/api/v2/moderation/tasks/${task.id}/dictionary`, { action: 'accept' });
}

async function pageAs(browser: Browser, baseURL: string | undefined, who: Account, path: string, width: number = WIDTHS.desktop) {
  const page = await browser.newPage({ baseURL });
  await useWidth(page, width);
  await openAs(page, who, path);
  return page;
}

test('Ben complains about a post and a translation; a German moderator decides both from the queue', async ({ page, request, staff, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  anna = await register(request, 'Anna', [
    { lang_code: 'ger', level: 'NATIVE' },
    { lang_code: 'eng', level: 'ADVANCED' },
  ]);
  ben = await register(request, 'Ben', [{ lang_code: 'eng', level: 'NATIVE' }]);
  carla = await register(request, 'Carla', [{ lang_code: 'eng', level: 'NATIVE' }]);
  const moderator = await login(request, staff.moderatorEmail);
  // The staff accounts made by the CLI have no languages yet (the app would ask for the native one first).
  await setLanguages(request, moderator.token, [{ lang_code: 'ger', level: 'NATIVE' }]);
  await setLanguages(request, (await login(request, staff.adminEmail)).token, [{ lang_code: 'eng', level: 'NATIVE' }]);
  await acceptedTranslation(request, anna, moderator, 'harbour', 'Hafen');
  await acceptedTranslation(request, carla, moderator, 'lantern', 'Laterne');
  postUuid = (await api<{ uuid: string }>(request, anna, 'post', '/api/posts', { text: 'Billige Uhren! Kauft jetzt bei mir: uhren.example', lang_code: 'ger' })).uuid;

  // Ben reports the post and the translation.
  await useWidth(page, WIDTHS.desktop);
  await openAs(page, ben, `/post/${postUuid}`);
  await page.getByTestId('item-menu').first().click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await page.getByLabel('What is wrong with it?').fill('Advertising for watches');
  await page.getByTestId('send-complaint').click();
  await expect(alert(page)).toHaveText('Thank you. A moderator will look at it.');
  await page.goto('/dictionary/eng/ger/harbour');
  await page.getByTestId('result-word').getByText('Hafen', { exact: true }).click();
  await page.getByTestId('complaint-button').first().click();
  const complaint = page.getByTestId('complaint-popup');
  await complaint.getByTestId('complaint-comment').fill('Hafen is right, but the explanation is offensive');
  await complaint.getByTestId('complaint-send').click();
  await expect(alert(page)).toHaveText('Thank you! A moderator will look at your report');

  // The moderator reviews German: settings, then the queue.
  const mod = await pageAs(page.context().browser()!, baseURL, moderator, '/moderation/settings');
  await expect(mod.getByTestId('filters-all')).toBeVisible();
  await mod.getByTestId('filters-add').selectOption('ger');
  await expect(mod.getByTestId('filters-chosen')).toContainText('German');
  await mod.getByTestId('filters-save').click();
  await expect(alert(mod)).toHaveText('Your languages are saved');
  await snap(mod, testInfo, 'settings');
  await mod.goto('/moderation');
  await expect(mod.getByTestId('moderation-notice')).toBeVisible();
  const post = mod.getByTestId('moderation-task').filter({ has: mod.getByTestId('task-type').getByText('Post', { exact: true }) });
  const translation = mod.getByTestId('moderation-task').filter({ hasText: 'harbour → Hafen' });
  await expect(post).toContainText('Advertising for watches');
  await expect(translation).toContainText('the explanation is offensive');
  await snap(mod, testInfo, 'queue');
  await useWidth(mod, WIDTHS.mobile);
  await snap(mod, testInfo, 'queue');
  await useWidth(mod, WIDTHS.desktop);

  await post.getByTestId('task-accept').click();
  await expect(post.getByTestId('task-done')).toHaveText(/Accepted|Upheld/);
  await translation.getByTestId('task-reject').click();
  await mod.getByTestId('decision-comment').fill('The translation is correct');
  await mod.getByTestId('decision-confirm').click();
  await expect(mod.getByTestId('moderation-task')).toHaveCount(0, { timeout: 15_000 });
  expect((await request.get(`/api/posts/${postUuid}`, { headers: bearer(ben) })).status()).toBe(404);
  await mod.close();
});

test('the admin warns, then blocks Anna: she is signed out and sees the blocked message with its end', async ({ page, request, staff, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const admin = await login(request, staff.adminEmail);
  annaUuid = (await api<{ uuid: string }>(request, anna, 'get', '/api/user/profile')).uuid;
  const annaPage = await pageAs(page.context().browser()!, baseURL, anna, '/feed');
  await expect(annaPage.getByTestId('user-menu-button')).toBeVisible();

  await useWidth(page, WIDTHS.desktop);
  await openAs(page, admin, `/moderation/members/${annaUuid}`);
  await expect(page.getByTestId('member-nickname')).toHaveText(anna.nickname);
  await page.getByTestId('member-warn').click();
  const popup = page.getByTestId('sanction-popup');
  await popup.getByLabel('Reason').selectOption('spam');
  await popup.getByTestId('sanction-comment').fill('No advertising in the feed, please');
  await popup.getByTestId('sanction-confirm').click();
  await expect(page.getByTestId('member-warned')).toBeVisible();

  // Anna sees the warning in force on her own profile page, in the moderators' words.
  await annaPage.goto(`/profile/${anna.nickname}`);
  const warning = annaPage.getByTestId('own-warning');
  await expect(warning).toContainText('Reason: Spam or advertising');
  await expect(warning).toContainText('No advertising in the feed, please');
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    await useWidth(annaPage, width);
    await snap(annaPage, testInfo, 'own-warning');
  }

  await page.getByTestId('member-block').click();
  await expect(popup.getByLabel('Period')).toHaveValue('7');
  await snap(page, testInfo, 'ban-popup');
  await popup.getByTestId('sanction-confirm').click();
  await expect(page.getByTestId('member-blocked')).toContainText('Blocked until');
  await expect(page.getByTestId('violation-history').getByRole('listitem')).toHaveCount(2);
  await snap(page, testInfo, 'member');
  await useWidth(page, WIDTHS.mobile);
  await snap(page, testInfo, 'member');

  // Anna's session ended: her next page load sends her to sign in, and signing in is refused with the end date.
  await annaPage.reload();
  await expect(annaPage).toHaveURL(/\/auth$/, { timeout: 20_000 });
  await annaPage.close();
  // (A page of its own: the one above would put the ended session back at every load.)
  const signIn = await page.context().browser()!.newPage({ baseURL });
  await signIn.addInitScript(() => window.localStorage.setItem('glossa-cookie-notice', 'dismissed'));
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    await useWidth(signIn, width);
    await signIn.goto('/login/email');
    await signIn.getByLabel('E-mail').fill(anna.email);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret#2024');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signIn.getByText(/Your account is blocked until/)).toBeVisible();
    await snap(signIn, testInfo, 'blocked-sign-in');
  }
  await signIn.close();
});

test('the admin invites Carla, who accepts and sees the greeting; the audit log shows every decision', async ({ page, request, staff, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const admin = await login(request, staff.adminEmail);
  await useWidth(page, WIDTHS.desktop);
  await openAs(page, admin, '/moderation/info');
  const candidates = page.getByTestId('team-candidates');
  const row = candidates.getByTestId('moderator-row').filter({ hasText: carla.nickname });
  await row.getByTestId('team-invite').click();
  await expect(alert(page)).toHaveText('The invitation is sent');
  await snap(page, testInfo, 'team');

  const carlaPage = await pageAs(page.context().browser()!, baseURL, carla, '/feed');
  const invitation = carlaPage.getByTestId('invitation-popup');
  await expect(invitation).toBeVisible({ timeout: 20_000 });
  await snap(carlaPage, testInfo, 'invitation');
  await invitation.getByTestId('invitation-accept').click();
  await expect(carlaPage.getByTestId('moderation-greeting')).toBeVisible();
  await snap(carlaPage, testInfo, 'greeting');
  await useWidth(carlaPage, WIDTHS.mobile);
  await snap(carlaPage, testInfo, 'greeting');
  // The new moderator's token carries the role: the queue opens.
  await carlaPage.getByTestId('greeting-start').click();
  await expect(carlaPage.getByTestId('moderation-page')).toBeVisible();
  await carlaPage.close();

  await page.goto('/moderation/audit');
  await expect(page.getByTestId('audit-row').first()).toContainText('Accepted the invitation');
  for (const action of ['Invited to moderate', 'Blocked', 'Warned']) await expect(page.getByTestId('audit-list')).toContainText(action);
  await snap(page, testInfo, 'audit');
  await useWidth(page, WIDTHS.mobile);
  await snap(page, testInfo, 'audit');

  // Dark (desktop only): the audit log and the member page.
  await useWidth(page, WIDTHS.desktop);
  await page.evaluate(() => window.localStorage.setItem('glossa-color-scheme', 'dark'));
  await page.reload();
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await snap(page, testInfo, 'audit-dark');
  await page.goto(`/moderation/members/${annaUuid}`);
  await expect(page.getByTestId('member-blocked')).toBeVisible();
  await snap(page, testInfo, 'member-dark');
});

test('the admin gives Ben Plus by hand from his member page, and ends it', async ({ page, request, staff }, testInfo) => {
  const admin = await login(request, staff.adminEmail);
  const benUuid = (await api<{ uuid: string }>(request, ben, 'get', '/api/user/profile')).uuid;
  await useWidth(page, WIDTHS.mobile);
  await openAs(page, admin, `/moderation/members/${benUuid}`);
  const plus = page.getByTestId('member-plus');
  await expect(plus.getByTestId('member-plus-state')).toHaveText('No Plus at the moment.');
  await plus.getByTestId('member-plus-days').fill('10');
  await plus.getByTestId('member-plus-grant').click();
  await expect(alert(page)).toHaveText('Plus given.');
  await expect(plus.getByTestId('member-plus-state')).toContainText('Plus through a grant by hand until');
  await plus.scrollIntoViewIfNeeded();
  await snapAt(page, testInfo, 'member-plus');
  // Ben is Plus now: his own status says so.
  expect((await api<{ premium: boolean }>(request, ben, 'get', '/api/plus/status')).premium).toBe(true);
  await plus.getByTestId('member-plus-revoke').click();
  await expect(plus.getByTestId('member-plus-state')).toHaveText('No Plus at the moment.');
  expect((await api<{ premium: boolean }>(request, ben, 'get', '/api/plus/status')).premium).toBe(false);
});
