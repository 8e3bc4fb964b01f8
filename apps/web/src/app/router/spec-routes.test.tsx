// The last routes of community.md §2's table: entity, console, profile fill_info, the phone's
// settings, top-level history, and the mobile-only sentences, word_sentences and complain (desktop
// goes home). The real feature routes are mounted; the server is the fake API.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientConfig } from '@glossa/contract';
import { profile, resetSession, signInNow } from '../../../test/account-fixtures';
import { errorBody, installFakeApi, type FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { resetClientConfig } from '../../shared/config/client-config';

const OFF: ClientConfig = { analytics: null, developer_hosts: [] };

function fakeServer(extra: Record<string, FakeHandler> = {}, config: ClientConfig = OFF) {
  return installFakeApi({
    'GET /api/client-config': () => ({ body: { data: config } }),
    'GET /api/user/profile': () => ({ body: { data: profile() } }),
    ...extra,
  });
}

beforeEach(() => {
  resetSession();
  resetClientConfig();
});
afterEach(resetSession);

describe('console', () => {
  it('is the 404 page unless the host is a developer host', async () => {
    fakeServer();
    await renderApp('/console');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByTestId('console-page')).toBeNull();
  });

  it('on a developer host shows the versions, the API and the socket', async () => {
    fakeServer(
      { 'GET /api/health': () => ({ status: 404, body: errorBody('NOT_FOUND') }) },
      { analytics: null, developer_hosts: [window.location.hostname] },
    );
    await renderApp('/de/console', { storedLocale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Entwicklerkonsole' })).toBeInTheDocument();
    expect(within(screen.getByTestId('console-api_base')).getByText(/\/api$/)).toBeInTheDocument();
    expect(within(screen.getByTestId('console-socket')).getByText('Nicht verbunden')).toBeInTheDocument();
    expect(within(screen.getByTestId('console-analytics')).getByText('Aus')).toBeInTheDocument();
    expect(document.title).toBe('Entwicklerkonsole · Glossa');
  });

  it('is desktop only: a phone gets the shared placeholder screen', async () => {
    fakeServer({}, { analytics: null, developer_hosts: [window.location.hostname] });
    await renderApp('/console', { width: 390 });
    const placeholder = await screen.findByTestId('desktop-only');
    expect(within(placeholder).getByRole('heading', { name: 'This page needs a larger screen' })).toBeInTheDocument();
    expect(screen.queryByTestId('console-page')).toBeNull();
  });
});

describe('settings (mobile only)', () => {
  it('on a phone: language, theme, and sign-in for a guest', async () => {
    fakeServer();
    await renderApp('/settings', { width: 390 });
    const page = await screen.findByTestId('mobile-settings-page');
    expect(within(page).getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(within(page).getByTestId('language-switcher')).toBeInTheDocument();
    expect(within(page).getByTestId('settings-theme')).toBeInTheDocument();
    expect(within(page).getByTestId('settings-sign-in')).toHaveAttribute('href', '/auth');
  });

  it('a member sees the notification settings and account links', async () => {
    signInNow();
    fakeServer();
    await renderApp('/fr/settings', { width: 390, storedLocale: 'fr' });
    const page = await screen.findByTestId('mobile-settings-page');
    expect(within(page).getByTestId('settings-notifications')).toHaveAttribute('href', '/fr/notifications/settings');
    expect(await within(page).findByRole('link', { name: /Informations personnelles/ })).toHaveAttribute('href', '/fr/profile/Annabel/edit_info');
  });

  it('on desktop goes home', async () => {
    fakeServer();
    const app = await renderApp('/settings');
    await waitFor(() => expect(app.path()).toBe('/feed'));
  });
});

describe('history, sentences, word_sentences, complain', () => {
  it('history: a page on a phone, the dictionary history on desktop', async () => {
    fakeServer();
    const phone = await renderApp('/history', { width: 390 });
    expect(await screen.findByTestId('history-page')).toBeInTheDocument();
    expect(phone.path()).toBe('/history');
    phone.view.unmount();
    const desktop = await renderApp('/de/history', { storedLocale: 'de' });
    await waitFor(() => expect(desktop.path()).toBe('/de/dictionary/history'));
  });

  it.each(['/sentences?lang=eng&lang_t=ger&search=house', '/word_sentences?lang=eng&lang_t=ger&search=house&id=7', '/complain?type=synonym&id=3'])(
    'desktop: %s redirects home',
    async (path) => {
      signInNow();
      fakeServer();
      const app = await renderApp(path);
      await waitFor(() => expect(app.path()).toBe('/feed'));
    },
  );

  it('sentences on a phone: the examples page of the word in the query', async () => {
    fakeServer();
    const app = await renderApp('/sentences?lang=eng&lang_t=ger&search=house', { width: 390 });
    const page = await screen.findByTestId('sentences-page');
    expect(within(page).getByRole('heading', { name: /house/ })).toBeInTheDocument();
    expect(app.path()).toBe('/sentences?lang=eng&lang_t=ger&search=house');
  });

  it('complain on a phone: a guest signs in first; a member gets the complaint form as a page', async () => {
    fakeServer({ 'GET /api/complain/comment-templates': () => ({ status: 404, body: errorBody('NOT_FOUND') }) });
    const guest = await renderApp('/complain?type=synonym&id=3&summary=big', { width: 390 });
    await waitFor(() => expect(guest.path()).toBe('/auth'));
    guest.view.unmount();

    signInNow();
    await renderApp('/complain?type=synonym&id=3&summary=big', { width: 390 });
    const page = await screen.findByTestId('complain-page');
    expect(within(page).getByTestId('complaint-target')).toHaveTextContent('big');
    expect(within(page).getByTestId('complaint-send')).toBeInTheDocument();
  });

  it('complain with a bad type goes home', async () => {
    signInNow();
    fakeServer();
    const app = await renderApp('/complain?type=users&id=3', { width: 390 });
    await waitFor(() => expect(app.path()).toBe('/feed'));
  });
});

describe('entity (login required)', () => {
  const entity = {
    entity_type_slug: 'synonym',
    entity_id: 3,
    translation_union_id: 1,
    review_status: 'under_review',
    is_this_user: true,
    can_edit: true,
    summary: 'big → large',
    entity: {},
  };

  it('sends a guest to sign in', async () => {
    fakeServer();
    const app = await renderApp('/entity?type=synonym&id=3');
    await waitFor(() => expect(app.path()).toBe('/auth'));
  });

  it('shows the entity by type and id with its review state', async () => {
    signInNow();
    const api = fakeServer({
      'GET /api/dictionary/entity': () => ({ body: { data: entity } }),
      'GET /api/tasks/need-action-list': () => ({ body: { data: [] } }),
    });
    await renderApp('/entity?type=synonym&id=3');
    const card = await screen.findByTestId('entity-card');
    expect(within(card).getByTestId('entity-summary')).toHaveTextContent('big → large');
    expect(within(card).getByTestId('entity-status')).toHaveTextContent('Under review');
    expect(within(card).getByText('Synonym')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/dictionary/entity')[0]!.path).toContain('entity_type_slug=synonym&entity_id=3');
    expect(document.title).toBe('Material under review · Glossa');
  });

  it('a deleted entity or a bad link says so', async () => {
    signInNow();
    const api = fakeServer({
      'GET /api/dictionary/entity': () => ({ status: 404, body: errorBody('ENTITY_NOT_FOUND') }),
      'GET /api/tasks/need-action-list': () => ({ body: { data: [] } }),
    });
    const app = await renderApp('/entity?type=synonym&id=99');
    expect(await screen.findByTestId('entity-missing')).toHaveTextContent('This material is not here');
    app.view.unmount();
    await renderApp('/entity?type=<b>&id=-1');
    expect(await screen.findByTestId('entity-missing')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/dictionary/entity')).toHaveLength(1);
  });
});

describe('profile fill_info', () => {
  it('profile/fill_info/{step} opens the step on one\'s own profile', async () => {
    signInNow();
    fakeServer();
    const app = await renderApp('/profile/fill_info/info');
    await waitFor(() => expect(app.path()).toBe('/profile/Annabel/fill_info/info'));
    expect(await screen.findByTestId('fill-info-progress')).toHaveTextContent('Step 2 of 3: Personal info');
    expect(screen.getByTestId('fill-info-next')).toHaveAttribute('href', '/profile/Annabel/fill_info/languages');
  });

  it('an unknown step starts at the first; the last step ends on the profile', async () => {
    signInNow();
    fakeServer();
    const app = await renderApp('/profile/Annabel/fill_info/bogus');
    await waitFor(() => expect(app.path()).toBe('/profile/Annabel/fill_info/avatar'));
    app.view.unmount();
    await renderApp('/ru/profile/Annabel/fill_info/languages', { storedLocale: 'ru' });
    expect(await screen.findByTestId('fill-info-next')).toHaveAttribute('href', '/ru/profile/Annabel');
    expect(screen.getByTestId('fill-info-next')).toHaveTextContent('Готово');
  });

  it('a guest is sent to sign in', async () => {
    fakeServer();
    const app = await renderApp('/profile/fill_info/avatar');
    await waitFor(() => expect(app.path()).toBe('/auth'));
  });
});
