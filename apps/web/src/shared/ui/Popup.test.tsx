import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Popup } from './Popup';

function content(): HTMLElement {
  // The dialog element is the sheet/modal content box that carries the size.
  return screen.getByRole('dialog');
}

describe('Popup', () => {
  it('is a bottom sheet on mobile (<= 980 px), at most 90vh tall', async () => {
    await renderWithProviders(
      <Popup opened onClose={() => undefined} title="Sheet">
        body
      </Popup>,
      390,
    );
    const dialog = content();
    expect(dialog).toHaveTextContent('body');
    expect(dialog.closest('.mantine-Drawer-root')).not.toBeNull();
    expect(dialog.closest('[data-variant="sheet"]')).not.toBeNull();
    expect(dialog.className).toContain('mantine-Drawer-content');
    expect(dialog.style.maxHeight).toBe('90vh');
    expect(dialog.closest('.mantine-Drawer-root')?.getAttribute('style') ?? '').toMatch(
      /--drawer-size:\s*var\(--drawer-size-auto/,
    );
  });

  it('is a 428 px dialog on narrow desktop (981-1440 px)', async () => {
    await renderWithProviders(
      <Popup opened onClose={() => undefined} title="Dialog">
        body
      </Popup>,
      1280,
    );
    const root = content().closest('.mantine-Modal-root');
    expect(root).not.toBeNull();
    expect(root?.getAttribute('style')).toMatch(/--modal-size:\s*calc\(26\.75rem/);
    expect(content().style.maxHeight).toBe('90vh');
  });

  it('is a 640 px dialog on wide desktop', async () => {
    await renderWithProviders(
      <Popup opened onClose={() => undefined} title="Dialog">
        body
      </Popup>,
      1600,
    );
    expect(content().closest('.mantine-Modal-root')?.getAttribute('style')).toMatch(
      /--modal-size:\s*calc\(40rem/,
    );
  });

  it('closes with its close button and Escape; a modal popup ignores Escape', async () => {
    const onClose = vi.fn();
    const Both = ({ modal }: { modal: boolean }) => (
      <Popup opened onClose={onClose} title="Dialog" modal={modal}>
        body
      </Popup>
    );
    const view = await renderWithProviders(<Both modal={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    view.unmount();
    await renderWithProviders(<Both modal />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
