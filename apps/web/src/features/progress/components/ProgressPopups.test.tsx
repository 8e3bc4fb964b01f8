// The new level / new achievement popups (issue 46): one at a time, a repeated push shown once, gone
// by itself after a few seconds, and gone when the member goes to another page (it followed her).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { initI18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { startLocale } from '../../../shared/i18n/locale-store';
import type * as Realtime from '../../../shared/realtime';
import { dispatchRealtime } from '../../../shared/realtime/events';
import ProgressPopups, { PROGRESS_POPUP_MS } from './ProgressPopups';

vi.mock('../../../shared/realtime', async (original) => ({
  ...(await original<typeof Realtime>()),
  ensureRealtime: async () => undefined,
}));

async function mount() {
  await initI18n(startLocale('en'));
  await loadNamespaces(['progress']);
  const page = (name: string, next: string) => (
    <>
      <Link to={next}>{`to ${next}`}</Link>
      <span>{name}</span>
      <ProgressPopups />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/lesson', element: page('lesson', '/selection') },
      { path: '/selection', element: page('selection', '/lesson') },
    ],
    { initialEntries: ['/lesson'] },
  );
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByText('lesson');
}

const achievement = () => dispatchRealtime('progress:achievement', { type: 'lessons_completed', level: 1, value: 1 });

describe('progress popups', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a repeated push once and hides by itself', async () => {
    await mount();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => {
      achievement();
      achievement();
    });
    expect(screen.getAllByTestId('progress-popup')).toHaveLength(1);
    expect(screen.getByTestId('progress-popup')).toHaveTextContent('New achievement!');
    act(() => void vi.advanceTimersByTime(PROGRESS_POPUP_MS + 10));
    // The second push was the same: nothing follows.
    expect(screen.queryByTestId('progress-popup')).toBeNull();
  });

  it('does not follow the member to the next page', async () => {
    await mount();
    act(() => {
      achievement();
      dispatchRealtime('progress:level', { level: 2, previous_level: 1, points: 50 });
    });
    expect(screen.getByTestId('progress-popup')).toHaveTextContent('New achievement!');
    fireEvent.click(screen.getByRole('link', { name: 'to /selection' }));
    await screen.findByText('selection');
    expect(screen.queryByTestId('progress-popup')).toBeNull();
  });
});
