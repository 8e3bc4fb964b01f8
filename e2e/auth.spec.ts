// Accounts in the browser, against an app instance of this spec's own (e2e/support/auth-fixtures):
// its e-mails go to a real SMTP server started here, Google is a local OpenID provider, and access
// tokens live 6 seconds, so expiry and refresh happen while the spec watches.
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCESS_TOKEN_TTL_S, REFRESH_REUSE_GRACE_S, expect, test } from './support/auth-fixtures';
import { WIDTHS, dismissCookieNotice, snap, useWidth } from './support/fixtures';
import { linkIn } from './support/mailbox';

// One app instance for the whole file (it takes a while to start): run its tests in one worker.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const PASSWORD = 'Secret#2024';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Latin letters only, as nicknames must be. */
const nicknameFor = (id: string) => `E${id.replace(/[^a-z]/gi, '').slice(0, 12)}x`.padEnd(5, 'q');

interface StoredSession {
  token: string;
  refresh_token: string;
  expires_in: number;
  authorization_date: number;
}

async function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('glossa-session');
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  });
}

/** An account made through the API (the spec under test is the web, not registration). */
async function registerViaApi(
  request: APIRequestContext,
  email: string,
  nickname: string,
  nativeLang = 'eng',
) {
  const res = await request.post('/api/user/registration', {
    data: { email, nickname, password: PASSWORD, platform: 'WEB' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { access_token } = (await res.json()).data as { access_token: string };
  const langs = await request.post('/api/user/languages', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { languages: [{ lang_code: nativeLang, level: 'NATIVE' }] },
  });
  expect(langs.status()).toBe(200);
}

/**
 * Waits until the page has no request in flight. Before a full page load (page.goto) with a session:
 * a refresh cut off by the unload would leave its rotated token unknown to the browser, and the
 * next page would present the old one (see docs/architecture.md "Web: session and auth").
 */
/**
 * Forgets the stored session from a blank page of the app's origin: on a running app page the
 * refresher may rotate the (6-second) token at that moment and write the session back.
 */
async function forgetSession(page: Page) {
  await page.route('**/__blank', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
  );
  await page.goto('/__blank');
  await page.evaluate(() => window.localStorage.removeItem('glossa-session'));
}

async function quiet(page: Page) {
  await page.waitForLoadState('networkidle');
}

async function signInWithEmail(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login/email');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.beforeEach(async ({ page }) => dismissCookieNotice(page));

test.describe('a new account', () => {
  // Opening the used verification link again answers 400, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test('sign up, verify the e-mail from the inbox, add the native language, log out and in again', async ({
    page,
    mailbox,
  }, testInfo) => {
    await useWidth(page, WIDTHS.desktop);
    const id = unique();
    const email = `anna.${id}@mail.glossa.dev`;
    const nickname = nicknameFor(id);

    await page.goto('/feed');
    await page.getByTestId('sign-in-button').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Glossa' })).toBeVisible();
    // Google is configured on this instance, Facebook and Apple are not.
    await expect(page.getByTestId('social-google')).toBeVisible();
    await expect(page.getByTestId('social-facebook')).toHaveCount(0);
    await expect(page.getByTestId('social-apple')).toHaveCount(0);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/sign_up\/email$/);

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Nickname').fill(nickname);
    // The rules are ticked off as the user types.
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('secret');
    const rules = page.locator('#password-rules');
    await expect(rules.locator('[data-rule="lowercase"]')).toHaveAttribute('data-state', 'ok');
    await expect(rules.locator('[data-rule="uppercase"]')).toHaveAttribute('data-state', 'pending');
    await snap(page, testInfo, 'sign-up-typing');
    await password.fill(PASSWORD);
    await expect(rules.locator('[data-state="ok"]')).toHaveCount(6);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    // A new account has no native language yet.
    await expect(page).toHaveURL(/\/add_native_lang$/);
    await expect(page.getByRole('heading', { name: 'What is your native language?' })).toBeVisible();
    await snap(page, testInfo, 'add-native-lang');

    // The verification link arrives at the SMTP server; the user opens it.
    const mail = await mailbox.waitFor(email);
    const link = linkIn(mail, '/email-verification');
    expect(link.searchParams.get('id')).toBeTruthy();
    await quiet(page);
    await page.goto(link.toString());
    await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();
    await snap(page, testInfo, 'email-verified');
    // Opened again, the link says so kindly; a link that was never sent does not work.
    await quiet(page);
    await page.goto(link.toString());
    await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();
    await quiet(page);
    await page.goto(`/email-verification?id=${crypto.randomUUID()}&hash=${link.searchParams.get('hash')}`);
    await expect(page.getByTestId('form-error')).toHaveText(
      'This verification link is invalid or has expired',
    );
    await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();

    // Opening any page sends an incomplete profile back to the missing step.
    await quiet(page);
    await page.goto('/feed');
    await expect(page).toHaveURL(/\/add_native_lang$/);
    await page.getByTestId('native-language').selectOption('ger');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByTestId('user-menu-button')).toContainText(nickname);

    // Log out from the header menu: the session and the user's data leave the browser.
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout-menu-item').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
    expect(await storedSession(page)).toBeNull();

    await signInWithEmail(page, email);
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByTestId('user-menu-button')).toContainText(nickname);
    const session = await storedSession(page);
    // Stored in milliseconds (the server answers seconds).
    expect(session?.expires_in).toBe(ACCESS_TOKEN_TTL_S * 1000);

    // The profile shows the verified address and the native language.
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page.getByTestId('own-profile')).toContainText('Verified');
    await expect(page.getByTestId('profile-card')).toContainText('German');
  });
});

test.describe('with a wrong password', () => {
  test.use({ expectedConsoleErrors: /status of 400/ });

  test("says 'Incorrect login or password'", async ({ page, request }) => {
    await useWidth(page, WIDTHS.mobile);
    const id = unique();
    const email = `bob.${id}@example.com`;
    await registerViaApi(request, email, nicknameFor(id));
    await signInWithEmail(page, email, 'Wrong#2024');
    await expect(page.getByTestId('form-error')).toHaveText('Incorrect login or password');
    await expect(page).toHaveURL(/\/login\/email$/);
  });
});

test.describe('tokens', () => {
  // The replayed token and the revoked session answer 401; the browser logs those requests.
  test.use({ expectedConsoleErrors: /status of 401/ });

  test('the access token expires and is refreshed; a replayed refresh token ends the session', async ({
    page,
    request,
  }) => {
    await useWidth(page, WIDTHS.desktop);
    const id = unique();
    const email = `carl.${id}@example.com`;
    const nickname = nicknameFor(id);
    await registerViaApi(request, email, nickname);
    await signInWithEmail(page, email);
    await expect(page).toHaveURL(/\/feed$/);
    const first = (await storedSession(page))!;

    // Let the access token expire, then use the app: it refreshes before the call.
    await page.waitForTimeout(ACCESS_TOKEN_TTL_S * 1000 + 500);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/user/refresh-token'));
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Personal info' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByTestId('edit-info-page')).toBeVisible();
    // The page keeps working with the new token: saving the profile goes through.
    await page.getByLabel('City').waitFor();
    await page.getByTestId('country-select').selectOption('DE');
    await page.getByLabel('City').fill('Berlin');
    await page.getByTestId('edit-info-save').click();
    await expect(page.getByText('Your profile is saved')).toBeVisible();
    const second = (await storedSession(page))!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.authorization_date).toBeGreaterThan(first.authorization_date);

    // Someone replays the old refresh token (later than the lost-answer grace): the server
    // revokes the whole session.
    await page.waitForTimeout(REFRESH_REUSE_GRACE_S * 1000 + 200);
    const replay = await request.post('/api/user/refresh-token', {
      data: { refresh_token: first.refresh_token },
    });
    expect(replay.status()).toBe(401);

    // The next call (a background refresh of the user's data, the languages page's data, or else
    // the user adding a language) cannot get a fresh token: the user is logged out and sent to
    // auth. Whichever comes first wins, so the clicks may find the page already gone.
    const useLanguagesPage = async () => {
      await page.getByTestId('profile-nav-languages').click({ timeout: 10_000 });
      await page.getByTestId('add-language-select').selectOption('ita', { timeout: 10_000 });
      await page.getByTestId('add-language-submit').click({ timeout: 10_000 });
    };
    await Promise.race([page.waitForURL(/\/auth$/), useLanguagesPage().catch(() => undefined)]);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
    expect(await storedSession(page)).toBeNull();

    // Signing in again leads back to the page the session ended on.
    await page.getByRole('link', { name: 'Continue with e-mail' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // (The personal info page when a background call found the session ended before the click.)
    await expect(page).toHaveURL(new RegExp(`/profile/${nickname}/(languages|edit_info)$`));
  });
});

test('Google sign-in (redirect flow) against a local OpenID provider ends at complete_profile', async ({
  page,
  openId,
}, testInfo) => {
  await useWidth(page, WIDTHS.mobile);
  const id = unique();
  const email = `gina.${id}@gmail.test`;
  openId.signInAs({ sub: `google-${id}`, email });

  await page.goto('/auth');
  await page.getByTestId('social-google').click();
  // The browser went to the provider and came back with a code, exchanged on the server.
  await expect(page).toHaveURL(/\/complete_profile\/nickname$/);
  await expect(page.getByRole('heading', { name: 'Choose your nickname' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
  await snap(page, testInfo, 'complete-profile');
  expect((await storedSession(page)) as unknown as { google_auth: boolean }).toMatchObject({
    google_auth: true,
  });

  const nickname = nicknameFor(`g${id}`);
  await page.getByLabel('Nickname').fill('no spaces');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The nickname does not meet the rules below')).toBeVisible();
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/add_native_lang$/);
  await page.getByTestId('native-language').selectOption('spa');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // The same Google account signs in to the same, now complete, account.
  await quiet(page);
  await forgetSession(page);
  await page.goto('/auth');
  await page.getByTestId('social-google').click();
  await expect(page).toHaveURL(/\/feed$/);
});

test('a returning user with an unverified e-mail is reminded after 800 ms and can get the link again', async ({
  page,
  request,
  mailbox,
}, testInfo) => {
  await useWidth(page, WIDTHS.mobile);
  const id = unique();
  const email = `dora.${id}@mail.glossa.dev`;
  await registerViaApi(request, email, nicknameFor(id));
  await mailbox.waitFor(email); // the registration mail

  await signInWithEmail(page, email);
  await expect(page).toHaveURL(/\/feed$/);
  const popup = page.getByTestId('email-reminder');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(email);
  await snap(page, testInfo, 'email-reminder');
  await page.getByTestId('email-reminder-resend').click();
  await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();
  const again = await mailbox.waitFor(email, { after: 1 });
  expect(linkIn(again, '/email-verification').searchParams.get('hash')).toBeTruthy();

  // Not asked again within 24 hours.
  await quiet(page);
  await page.reload();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(popup).toHaveCount(0);
});

test('account pages at 1280 and 390 px', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const id = unique();
  const email = `eve.${id}@example.com`;
  const nickname = nicknameFor(id);
  await registerViaApi(request, email, nickname, 'fre');

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    await useWidth(page, width);
    if (width !== WIDTHS.desktop) await quiet(page);
    await forgetSession(page);
    await page.goto('/auth');
    await expect(page.getByTestId('auth-page')).toBeVisible();
    await snap(page, testInfo, 'auth');
    await page.goto('/login/email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please fill in this field').first()).toBeVisible();
    await snap(page, testInfo, 'login-errors');
    await page.goto('/sign_up/email');
    await page.getByLabel('Nickname').fill('an 1');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
    await snap(page, testInfo, 'sign-up-rules');
    await page.goto('/password-reset');
    await snap(page, testInfo, 'password-reset');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await snap(page, testInfo, 'password-reset-sent');

    await signInWithEmail(page, email);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    // The profile is loaded once; its settings pages open from its menu, as the user goes there
    // (a full load per page cost a load and a wait for a quiet network each).
    await quiet(page);
    await page.goto(`/profile/${nickname}`);
    await expect(page.getByTestId('own-profile')).toBeVisible();
    await snap(page, testInfo, 'profile', { fullPage: true });
    const settings = page.getByRole('navigation', { name: 'Profile settings' });
    for (const [path, testId, name] of [
      ['edit_info', 'edit-info-page', 'profile-edit-info'],
      ['languages', 'languages-page', 'profile-languages'],
      ['password-update', 'password-page', 'profile-password'],
      ['deleting', 'delete-page', 'profile-delete'],
    ] as const) {
      // A phone shows a settings page alone: back to the profile's menu first.
      if (!(await settings.isVisible())) {
        await page.goBack();
        await expect(page.getByTestId('own-profile')).toBeVisible();
      }
      await settings.getByTestId(`profile-nav-${path}`).click();
      await expect(page).toHaveURL(new RegExp(`/profile/${nickname}/${path}$`));
      await expect(page.getByTestId(testId)).toBeVisible();
      await snap(page, testInfo, name, { fullPage: true });
    }
  }
});

test.describe('deleting the account', () => {
  // The deletion ends the session's Socket.IO connection on the server. While that connection is
  // still on its first transport, HTTP long-polling, the poll in flight (or the client's closing
  // request) is refused by engine.io with 400 "Session ID unknown": harmless, and only those.
  test.use({ expectedConsoleErrors: /status of 400 .*\/broadcast\/\?EIO=4&transport=polling/ });

  test('the registration e-mail must be typed; afterwards the user is gone', async ({ page, request }) => {
    await useWidth(page, WIDTHS.desktop);
    const id = unique();
    const email = `finn.${id}@example.com`;
    const nickname = nicknameFor(id);
    await registerViaApi(request, email, nickname);
    await signInWithEmail(page, email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await page.getByTestId('profile-nav-deleting').click();
    await expect(page).toHaveURL(new RegExp(`/profile/${nickname}/deleting$`));
    const confirm = page.getByTestId('delete-confirm');
    await page.getByTestId('delete-email').fill('someone@example.com');
    await expect(confirm).toBeDisabled();
    await page.getByTestId('delete-email').fill(email.toUpperCase());
    await confirm.click();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    const login = await request.post('/api/user/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(400);
  });
});
