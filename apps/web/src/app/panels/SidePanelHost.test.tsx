// The side panels over any page (community.md §2, §9 widths): ?panel= opens the panel at its width
// on desktop and narrow desktop, × closes it (the URL loses it), a phone goes to the panel's page,
// and an unknown or malformed panel opens nothing.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { parsePanel, panelWidth } from '../../shared/panels/side-panels';
import { SidePanelSlot } from '../layouts/SidePanelSlot';
import { useLayout } from '../../shared/ui/breakpoints';

function Page() {
  const layout = useLayout();
  return (
    <main>
      <p>the page</p>
      <SidePanelSlot layout={layout} />
    </main>
  );
}

const drawerSize = () => screen.getByRole('dialog').closest('.mantine-Drawer-root')?.getAttribute('style') ?? '';
const rem = (px: number) => `calc(${px / 16}rem`;

describe('side panels', () => {
  it('opens the history panel over the page at 620 px on desktop; × closes it and the URL forgets it', async () => {
    const { router } = await renderRoute(<Page />, { path: '/feed?panel=history', width: 1600 });
    expect(await screen.findByTestId('panel-title')).toHaveTextContent('Search history');
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(drawerSize()).toContain(rem(620));
    await userEvent.click(screen.getByTestId('panel-close'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/feed');
  });

  it('takes the narrow width (410 px) between 981 and 1440 px', async () => {
    await renderRoute(<Page />, { path: '/feed?panel=history', width: 1280 });
    await screen.findByTestId('panel-title');
    expect(drawerSize()).toContain(rem(410));
  });

  it('is the panel page on a phone', async () => {
    const { router } = await renderRoute(<Page />, { path: '/feed?panel=friend_requests', width: 390 });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/chat/companions?tab=friends'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens nothing for an unknown kind or a malformed argument', async () => {
    await renderRoute(<Page />, { path: '/feed?panel=post:not-a-uuid', width: 1600 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(parsePanel('nope')).toBeNull();
    expect(parsePanel('statistics:extra')).toBeNull();
    expect(parsePanel('profile:anna')).toEqual({ kind: 'profile', arg: 'anna' });
  });

  it('gives every panel one of the four spec widths (800, 620, 480, 420; narrow 536, 410, 320, 320)', () => {
    expect([panelWidth('statistics', false), panelWidth('statistics', true)]).toEqual([800, 536]);
    expect([panelWidth('post', false), panelWidth('question', true)]).toEqual([800, 536]);
    expect([panelWidth('profile', false), panelWidth('need_action', true)]).toEqual([620, 410]);
    expect([panelWidth('friends', false), panelWidth('blocked', true)]).toEqual([480, 320]);
    expect([panelWidth('word', false), panelWidth('sentences', true)]).toEqual([420, 320]);
  });
});
