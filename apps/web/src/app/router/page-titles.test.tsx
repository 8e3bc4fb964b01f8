// Every page has a title of its own (issue 39: "page titles on every page"): the test walks the
// route table, opens each page as a signed-in member (or a phone for the mobile-only ones) and
// checks the document's title says more than "Glossa".
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profile, resetSession, signInNow } from '../../../test/account-fixtures';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { resetClientConfig } from '../../shared/config/client-config';

const LANGUAGES = ['eng', 'ger', 'spa', 'fre', 'dut', 'pol', 'rus', 'ukr'].map((code) => ({
  code,
  code_two_signs: code.slice(0, 2),
  name: code,
  lang_detect: code,
  is_sentence_breaking: true,
}));

const DESKTOP = [
  '/feed',
  '/feed/create_post',
  '/feed/create_question',
  '/feed/create_article',
  '/dictionary',
  '/dictionary/eng/ger',
  '/dictionary/eng/ger/house',
  '/dictionary/history',
  '/about',
  '/privacy',
  '/terms',
  '/community-guidelines',
  '/news',
  '/notifications',
  '/notifications/settings',
  '/notifications/unsubscribe',
  '/favorites',
  '/chat',
  '/chat/companions',
  '/ai-partner',
  '/glossa-plus-payment/year',
  '/glossa-plus-payment/month',
  '/glossa-plus-payment/verification',
  '/training',
  '/training/all_selections',
  '/training/all_videos',
  '/training/selection/create',
  '/training/video/create',
  '/training/lesson',
  '/profile/Annabel',
  '/profile/Annabel/edit_avatar',
  '/profile/Annabel/edit_info',
  '/profile/Annabel/languages',
  '/profile/Annabel/password-update',
  '/profile/Annabel/logout',
  '/profile/Annabel/deleting',
  '/profile/Annabel/learning_materials',
  '/profile/Annabel/fill_info/avatar',
  '/tasks',
  '/tasks/cards',
  '/tasks/cards/settings',
  '/tasks/need_action',
  '/entity?type=synonym&id=1',
  '/statistics',
  '/ranking',
  '/points',
  '/moderation/rules',
  '/moderation/greeting',
  '/addition',
  '/contributions',
  '/console',
  '/no/such/page',
];
const PHONE = ['/settings', '/history', '/sentences?lang=eng&lang_t=ger&search=house', '/complain?type=synonym&id=1'];
const GUEST = ['/auth', '/login/email', '/sign_up/email', '/password-reset?token=x', '/email-verification'];

beforeEach(() => {
  resetSession();
  resetClientConfig();
  document.title = 'Glossa';
  installFakeApi({
    'GET /api/client-config': () => ({ body: { data: { analytics: null, developer_hosts: [window.location.hostname] } } }),
    'GET /api/user/profile': () => ({ body: { data: profile() } }),
    'GET /api/languages/get/all-data': () => ({ body: { data: { languages: LANGUAGES, interface_languages: [], vocabularies: [] }, modified_key: 'k1' } }),
  });
});
afterEach(() => {
  cleanup();
  resetSession();
});

async function titleOf(path: string, width = 1280): Promise<string> {
  const app = await renderApp(path, { width });
  await waitFor(() => expect(document.title).not.toBe('Glossa'), { timeout: 3000 }).catch(() => undefined);
  return `${document.title}${document.title === 'Glossa' ? ` (at ${app.path()})` : ''}`;
}

describe('page titles', () => {
  it.each(DESKTOP)('%s (member, desktop)', async (path) => {
    signInNow();
    expect(await titleOf(path)).toMatch(/^.+ · Glossa$/);
  });
  it.each(PHONE)('%s (member, phone)', async (path) => {
    signInNow();
    expect(await titleOf(path, 390)).toMatch(/^.+ · Glossa$/);
  });
  it.each(GUEST)('%s (guest)', async (path) => {
    expect(await titleOf(path)).toMatch(/^.+ · Glossa$/);
  });
});

describe('titles are in the interface language', () => {
  it.each(['de', 'es', 'fr', 'nl', 'pl', 'ru', 'uk'] as const)('%s: the Plus payment and the avatar page', async (locale) => {
    const plus = (await import(`../../locales/${locale}/plus.json`)) as { default: { payment: { title: string } } };
    const prof = (await import(`../../locales/${locale}/profile.json`)) as { default: { nav: { edit_avatar: string } } };
    signInNow();
    const app = await renderApp(`/${locale}/glossa-plus-payment/verification`, { storedLocale: locale });
    await waitFor(() => expect(document.title).toBe(`${plus.default.payment.title} · Glossa`));
    app.view.unmount();
    await renderApp(`/${locale}/profile/Annabel/edit_avatar`, { storedLocale: locale });
    await waitFor(() => expect(document.title).toBe(`${prof.default.nav.edit_avatar} · Glossa`));
  });
});
