// The navigation rules of community.md §2: duplicate navigations ignored, a failed lazy page load
// reloads once (no loop), close-page-back, back from TrainingSelection/TrainingVideo, and Esc
// closing one thing at a time in priority order. (Leaving an addition page: features/contributions/
// lib/leave.test.ts.)
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { resetSession } from '../../../test/account-fixtures';
import { setWidth } from '../../../test/render';
import { BackButton } from '../../features/training/components/BackButton';
import { initI18n, loadNamespaces } from '../../shared/i18n/i18n';
import { startLocale } from '../../shared/i18n/locale-store';
import { localeOfPath } from '../../shared/i18n/locales';
import { closeTarget } from '../../shared/router/close-page';
import { CHUNK_RELOAD_MARK, pageReload } from '../../shared/router/reload';
import { ESC_PRIORITY, useEscapeLayer } from '../../shared/ui/escape-layers';
import { Popup } from '../../shared/ui/Popup';
import { AppProviders } from '../providers';
import { createAppRouter } from './create-router';
import { applyNavigationRules } from './navigation-rules';

beforeEach(() => {
  resetSession();
  window.history.replaceState(null, '', '/');
});
afterEach(resetSession);

async function renderBrowserApp(path: string, routes: RouteObject[], namespaces: string[] = []) {
  setWidth(1280);
  window.history.replaceState(null, '', path);
  await initI18n(startLocale(localeOfPath(path)));
  await loadNamespaces(namespaces);
  const router = createAppRouter(routes);
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('a duplicate navigation is ignored', () => {
  it('to the same path, query and hash: no new history entry; anything else navigates', async () => {
    const router = applyNavigationRules(
      createMemoryRouter([{ path: '/feed', element: null }, { path: '/about', element: null }], { initialEntries: ['/feed'] }),
    );
    await router.navigate('/about');
    const key = router.state.location.key;
    await router.navigate('/about');
    await router.navigate({ pathname: '/about' });
    expect(router.state.location.key).toBe(key);
    await router.navigate('/about?tab=2');
    expect(router.state.location.search).toBe('?tab=2');
    const withQuery = router.state.location.key;
    await router.navigate('/about?tab=2', { state: { from: 'menu' } });
    expect(router.state.location.key).not.toBe(withQuery);
    await router.navigate(-1);
    expect(router.state.location.key).toBe(withQuery);
  });

  it('in the browser: navigating twice to the same page leaves one history entry', async () => {
    const router = await renderBrowserApp('/feed', [
      { path: 'feed', element: <h1>feed page</h1> },
      { path: 'about', element: <h1>about page</h1> },
    ]);
    await screen.findByRole('heading', { name: 'feed page' });
    const before = window.history.length;
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/about'));
    expect(window.history.length).toBe(before + 1);
    expect((window.history.state as { idx: number }).idx).toBe(1);
  });
});

describe('a failed lazy page load reloads the page once', () => {
  const failing: RouteObject[] = [
    { path: 'broken', lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Broken-1.js')) },
    { path: 'feed', element: <h1>feed page</h1> },
  ];

  it('reloads once, then shows the error instead of reloading again (no loop)', async () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    sessionStorage.clear();
    await renderBrowserApp('/broken', failing);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_MARK)).toBe('/broken');

    // The reload happened and the chunk fails again: the error page, no second reload.
    cleanup();
    await renderBrowserApp('/broken', failing);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Reload the page')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page that loads clears the mark, so a later failure may reload once more', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_MARK, '/broken');
    await renderBrowserApp('/feed', failing);
    await screen.findByRole('heading', { name: 'feed page' });
    await waitFor(() => expect(sessionStorage.getItem(CHUNK_RELOAD_MARK)).toBeNull());
  });
});

describe('close-page-back', () => {
  it('goes back in history, else to the named route, else to the pre-login link, else to the feed', () => {
    expect(closeTarget({ idx: 3, named: '/tasks', preLogin: '/chat' })).toEqual({ type: 'back' });
    expect(closeTarget({ idx: 0, named: '/tasks', preLogin: '/chat' })).toEqual({ type: 'to', path: '/tasks' });
    expect(closeTarget({ idx: 0, preLogin: '/chat' })).toEqual({ type: 'to', path: '/chat' });
    expect(closeTarget({ idx: null, preLogin: null })).toEqual({ type: 'to', path: '/feed' });
  });
});

describe('back from TrainingSelection / TrainingVideo', () => {
  const routes: RouteObject[] = [
    { path: 'training/selection', element: <BackButton /> },
    { path: 'training/video', element: <BackButton /> },
    { path: 'feed', element: <h1>feed page</h1> },
    { path: 'training', element: <Link to="/de/training/video?uuid=v1">open video</Link> },
  ];

  it('when it was the first page opened: to the locale\'s feed', async () => {
    const router = await renderBrowserApp('/de/training/selection?uuid=s1', routes, ['training']);
    await userEvent.click(await screen.findByTestId('training-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/feed'));
  });

  it('otherwise: back to the previous page', async () => {
    window.localStorage.setItem('glossa-locale', 'de');
    const router = await renderBrowserApp('/de/training', routes, ['training']);
    await userEvent.click(await screen.findByRole('link', { name: 'open video' }));
    await userEvent.click(await screen.findByTestId('training-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/training'));
  });
});

describe('Esc closes one thing at a time, in priority order', () => {
  function Layers() {
    const [panel, setPanel] = useState(true);
    const [tooltip, setTooltip] = useState(true);
    const [popup, setPopup] = useState(true);
    useEscapeLayer(ESC_PRIORITY.sidePanel, () => setPanel(false), panel);
    useEscapeLayer(ESC_PRIORITY.selectionTooltip, () => setTooltip(false), tooltip);
    return (
      <>
        {panel && <p>side panel</p>}
        {tooltip && <p>tooltip</p>}
        <Popup opened={popup} onClose={() => setPopup(false)} title="A popup">
          popup body
        </Popup>
      </>
    );
  }

  it('popup, then the selection tooltip, then the side panel', async () => {
    await initI18n(startLocale('en'));
    render(
      <AppProviders queryClient={new QueryClient()}>
        <Layers />
      </AppProviders>,
    );
    await screen.findByText('popup body');
    const esc = () => fireEvent.keyDown(document.activeElement ?? window, { key: 'Escape' });

    esc();
    await waitFor(() => expect(screen.queryByText('popup body')).toBeNull());
    expect(screen.getByText('tooltip')).toBeInTheDocument();
    expect(screen.getByText('side panel')).toBeInTheDocument();

    esc();
    await waitFor(() => expect(screen.queryByText('tooltip')).toBeNull());
    expect(screen.getByText('side panel')).toBeInTheDocument();

    esc();
    await waitFor(() => expect(screen.queryByText('side panel')).toBeNull());
  });
});
