import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { renderApp } from '../../../test/render';
import { staticPageRoutes } from '../../features/static-pages/routes';

const pages: RouteObject[] = [
  { path: 'feed', element: <h1>feed page</h1> },
  { path: 'about', element: <h1>about page</h1> },
  ...staticPageRoutes.filter((r) => r.path !== 'about'),
];

describe('locale routing', () => {
  it('/ goes to the feed route', async () => {
    const app = await renderApp('/', { routes: pages });
    await waitFor(() => expect(app.path()).toBe('/feed'));
    expect(await screen.findByRole('heading', { name: 'feed page' })).toBeInTheDocument();
  });

  it('a page opened from a prefixed link speaks its language, whatever was chosen before (issue 36 item 2)', async () => {
    const app = await renderApp('/fr/about?tab=2', { routes: pages, storedLocale: 'de' });
    expect(await screen.findByRole('heading', { name: 'about page' })).toBeInTheDocument();
    expect(app.path()).toBe('/fr/about?tab=2');
    expect(screen.getByRole('link', { name: 'Dictionnaire' })).toBeInTheDocument();
    expect(window.localStorage.getItem('glossa-locale')).toBe('fr');
  });

  it('inside the app, a prefix that does not match the current locale is rewritten to it, keeping path and query', async () => {
    const app = await renderApp('/de/feed', { routes: pages });
    expect(await screen.findByRole('heading', { name: 'feed page' })).toBeInTheDocument();
    await app.router.navigate('/fr/about?tab=2');
    await waitFor(() => expect(app.path()).toBe('/de/about?tab=2'));
    // The locale's texts arrive through its own chunk (src/locales/<lng>/index.ts): awaited.
    expect(await screen.findByRole('heading', { name: 'about page' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wörterbuch' })).toBeInTheDocument();
  });

  it('an unprefixed (English) path is rewritten when the current locale is not English', async () => {
    const app = await renderApp('/about', { routes: pages, storedLocale: 'uk' });
    await waitFor(() => expect(app.path()).toBe('/uk/about'));
  });

  it('a first visit adopts the locale of the URL', async () => {
    const app = await renderApp('/ru/about', { routes: pages });
    expect(await screen.findByRole('heading', { name: 'about page' })).toBeInTheDocument();
    expect(app.path()).toBe('/ru/about');
    expect(screen.getByRole('link', { name: 'Словарь' })).toBeInTheDocument();
    expect(window.localStorage.getItem('glossa-locale')).toBe('ru');
  });

  it('the language switcher changes the URL and the text', async () => {
    const app = await renderApp('/feed', { routes: pages });
    expect(await screen.findByRole('link', { name: 'Dictionary' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('language-switcher'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    await waitFor(() => expect(app.path()).toBe('/es/feed'));
    expect(await screen.findByRole('link', { name: 'Diccionario' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('old static paths redirect to the new ones', async () => {
    const app = await renderApp('/privacy_policy', { routes: pages });
    await waitFor(() => expect(app.path()).toBe('/privacy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();

    const terms = await renderApp('/de/terms&conditions', { routes: pages, storedLocale: 'de' });
    await waitFor(() => expect(terms.path()).toBe('/de/terms'));
  });
});

describe('404 page', () => {
  it('an unknown path shows "Page not found" with advice to refresh or go home', async () => {
    await renderApp('/no/such/page', { routes: pages });
    // The 404 page is a lazy route: the layout (and its main) appears once that chunk resolves.
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(within(main).getByText(/Try refreshing the page or go to the home page/)).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('is localized, and "go home" stays in the locale', async () => {
    await renderApp('/pl/nieznana', { routes: pages, storedLocale: 'pl' });
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/pl');
  });

  it('a path under an unknown prefix is not found either', async () => {
    await renderApp('/xx/feed', { routes: pages });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
