// axe-core on every page: at 1280 and 390 px, light and dark (dark exists on desktop only: the app
// forces light at 980 px or less), signed out and signed in. One test per width and session walks
// the page list in one browser context (one session per test: refresh tokens rotate and must not be
// replayed across contexts); each page loads once and, on desktop, is audited light, then switched
// to dark with the header's theme button and audited again. Any serious or critical violation of
// WCAG 2.1 A/AA fails the test; the counts of every impact are printed and the whole report is
// written to e2e/artifacts/accessibility/.
// Also: a full page load logs no console warning (React Router's HydrateFallback notice was one).
// A new page is one line in PAGES.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { WIDTHS, expect, test, useWidth } from './support/fixtures';

type Session = 'guest' | 'member';

interface AuditedPage {
  name: string;
  path: string | ((ctx: { nickname: string; houseId: number }) => string);
  /** Who sees it: a guest asking for a members' page is sent to sign in, which is audited once already. */
  for?: Session[];
}

const PAGES: AuditedPage[] = [
  { name: 'feed', path: '/feed' },
  { name: 'dictionary results', path: '/dictionary/eng/ger/house' },
  { name: 'dictionary detail', path: ({ houseId }) => `/dictionary/eng/ger/house/${houseId}` },
  { name: 'dictionary not found', path: '/dictionary/eng/ger/qzxwv' },
  { name: 'dictionary history', path: '/dictionary/history' },
  { name: 'about', path: '/about' },
  // Video cards carry the NEW badge (issue 38: light badges at AA contrast).
  { name: 'training', path: '/training', for: ['guest'] },
  { name: 'auth', path: '/auth', for: ['guest'] },
  { name: 'sign-up e-mail', path: '/sign_up/email', for: ['guest'] },
  { name: 'sign-in e-mail', path: '/login/email', for: ['guest'] },
  { name: 'password reset', path: '/password-reset', for: ['guest'] },
  { name: 'profile', path: ({ nickname }) => `/profile/${nickname}`, for: ['member'] },
  { name: 'profile edit', path: '/edit_info', for: ['member'] },
  { name: 'languages', path: '/languages', for: ['member'] },
  { name: 'favorites', path: '/favorites', for: ['member'] },
  { name: 'contributions', path: '/contributions', for: ['member'] },
  { name: 'addition', path: '/addition', for: ['member'] },
  { name: 'chat', path: '/chat', for: ['member'] },
  { name: 'moderators info', path: '/moderation/info' },
  { name: 'moderation rules', path: '/moderation/rules' },
  { name: 'moderation (403 to a member)', path: '/moderation', for: ['member'] },
  { name: 'not found', path: '/no-such-page' },
];

const COMBINATIONS = [
  { width: WIDTHS.desktop, themes: ['light', 'dark'] },
  { width: WIDTHS.mobile, themes: ['light'] },
] as const;

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PASSWORD = 'Audit#2024x';
let member: { email: string; nickname: string };
let houseId = 0;

test.beforeAll(async ({ request }) => {
  const id = Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  member = { email: `axe.${id}@example.org`, nickname: `axe${id}`.slice(0, 20) };
  const res = await request.post('/api/user/registration', {
    data: { email: member.email, nickname: member.nickname, password: PASSWORD, platform: 'WEB' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const token = ((await res.json()).data as { access_token: string }).access_token;
  const langs = await request.post('/api/user/languages', {
    headers: { Authorization: `Bearer ${token}` },
    data: { languages: [{ lang_code: 'ger', level: 'NATIVE' }, { lang_code: 'eng', level: 'ADVANCED' }] },
  });
  expect(langs.status(), await langs.text()).toBe(200);
  const found = await request.get('/api/translations?lang=eng&lang_t=ger&search=house');
  houseId = ((await found.json()).data as { id: number }[])[0]!.id;
});

/** A session of its own (fresh sign-in), stored as the web app stores it after signing in. */
async function signIn(page: Page, request: APIRequestContext) {
  const res = await request.post('/api/user/login', { data: { email: member.email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const t = (await res.json()).data as { access_token: string; refresh_token: string; expires_in: number };
  const session = {
    token: t.access_token,
    token_type: 'Bearer',
    expires_in: t.expires_in * 1000,
    refresh_token: t.refresh_token,
    authorization_date: Date.now(),
    google_auth: false,
    facebook_auth: false,
    apple_auth: false,
  };
  await page.addInitScript((s) => {
    if (!window.localStorage.getItem('glossa-session')) window.localStorage.setItem('glossa-session', JSON.stringify(s));
  }, session);
}

for (const session of ['guest', 'member'] as const) {
  for (const { width, themes } of COMBINATIONS) {
    test(`axe: ${session}, ${width} px, ${themes.join(' and ')}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      await page.addInitScript(() => {
        window.localStorage.setItem('glossa-cookie-notice', 'dismissed');
        window.localStorage.setItem('glossa-color-scheme', 'light');
      });
      if (session === 'member') await signIn(page, request);
      await useWidth(page, width);
      const warnings: string[] = [];
      page.on('console', (msg) => {
        // The suite blocks the app's service worker (playwright.config.ts); Playwright says so.
        if (msg.type() === 'warning' && !/^Service Worker registration blocked by Playwright/.test(msg.text()))
          warnings.push(`${page.url()}: ${msg.text()}`);
      });

      const report: unknown[] = [];
      const counts: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
      const audit = async (name: string, theme: string) => {
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        // WCAG 2.1 A and AA, the conformance target (best-practice rules are advice, and slow).
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
        report.push({ page: name, theme, violations });
        for (const v of violations) counts[v.impact ?? 'minor'] = (counts[v.impact ?? 'minor'] ?? 0) + v.nodes.length;
        const grave = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        expect.soft(grave, `${name}, ${theme}`).toEqual([]);
      };

      for (const audited of PAGES.filter((p) => !p.for || p.for.includes(session))) {
        const url = typeof audited.path === 'function' ? audited.path({ nickname: member.nickname, houseId }) : audited.path;
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main').first()).toBeVisible();
        await audit(`${audited.name} (${url})`, 'light');
        if (themes.length > 1) {
          await page.getByTestId('theme-switcher').click();
          await audit(`${audited.name} (${url})`, 'dark');
          await page.getByTestId('theme-switcher').click();
        }
      }
      // The whole report for whoever fixes a finding: e2e/artifacts/accessibility/<combination>.json.
      const dir = path.resolve(import.meta.dirname, 'artifacts', 'accessibility');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${session}-${width}.json`), JSON.stringify(report, null, 1));
      console.log(`axe ${session} ${width} ${themes.join('+')}: ${JSON.stringify(counts)}`);
      expect(warnings, 'console warnings').toEqual([]);
    });
  }
}
