import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, renderWithProvidersNow } from '../../../test/render';
import { initI18n } from '../../shared/i18n/i18n';
import { useConnection } from '../../shared/network/connection';
import { COOKIE_NOTICE_KEY, CookieNotice } from './CookieNotice';
import NoInternetPopup from './NoInternetPopup';

describe('cookie notice', () => {
  afterEach(() => vi.useRealTimers());

  function mount() {
    return renderWithProvidersNow(
      <MemoryRouter>
        <CookieNotice />
      </MemoryRouter>,
    );
  }

  it('appears 2000 ms after the page opens; dismissal is remembered', async () => {
    await initI18n('en');
    vi.useFakeTimers();
    const view = mount();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    // The card is its own chunk: it arrives once that import resolves.
    vi.useRealTimers();
    const notice = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(notice).toHaveTextContent('No ads, no tracking');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');

    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(window.localStorage.getItem(COOKIE_NOTICE_KEY)).toBe('dismissed');

    view.unmount();
    vi.useFakeTimers();
    mount();
    act(() => vi.advanceTimersByTime(5000));
    // Long enough for the (already loaded) card chunk to render, were the notice due.
    vi.useRealTimers();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});

describe('no-internet popup', () => {
  afterEach(() => useConnection.setState({ popupOpen: false, checking: false, online: true }));

  it('shows the title, the hint and "Try again" with a loading state while checking', async () => {
    const onTryAgain = vi.fn(() => useConnection.setState({ checking: true }));
    await renderWithProviders(<NoInternetPopup onTryAgain={onTryAgain} />);
    expect(screen.queryByText('No internet connection')).toBeNull();

    act(() => useConnection.getState().openPopup());
    expect(await screen.findByRole('heading', { name: 'No internet connection' })).toBeInTheDocument();
    expect(screen.getByText('Please check your internet connection')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Try again' });
    fireEvent.click(button);
    expect(onTryAgain).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('data-loading', 'true'),
    );

    act(() => useConnection.setState({ checking: false, popupOpen: false }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'No internet connection' })).toBeNull());
  });

  it('"Try again" is optional', async () => {
    await renderWithProviders(<NoInternetPopup />);
    act(() => useConnection.getState().openPopup());
    expect(await screen.findByRole('heading', { name: 'No internet connection' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
