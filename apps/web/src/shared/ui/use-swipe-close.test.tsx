// Mobile popups close when dragged down half their height, at least 50 px (community.md §9).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Popup } from './Popup';
import { swipeCloseDistance } from './use-swipe-close';

function drag(el: Element, dy: number) {
  const at = (y: number) => [{ clientX: 100, clientY: y }];
  fireEvent.touchStart(el, { touches: at(100), changedTouches: at(100) });
  fireEvent.touchMove(el, { touches: at(100 + dy), changedTouches: at(100 + dy) });
  fireEvent.touchEnd(el, { touches: [], changedTouches: at(100 + dy) });
}

function sized(height: number) {
  const sheet = screen.getByRole('dialog');
  sheet.getBoundingClientRect = () => ({ height, width: 390, top: 0, left: 0, right: 390, bottom: height, x: 0, y: 0, toJSON: () => ({}) });
  return sheet;
}

describe('swipe to close', () => {
  it('needs half the height, and never less than 50 px', () => {
    expect(swipeCloseDistance(400)).toBe(200);
    expect(swipeCloseDistance(60)).toBe(50);
  });

  it('closes a mobile sheet dragged past half its height; a shorter drag springs back', async () => {
    const onClose = vi.fn();
    await renderWithProviders(
      <Popup opened onClose={onClose} title="Sheet">
        body
      </Popup>,
      390,
    );
    const sheet = sized(300);
    drag(sheet, 140);
    expect(onClose).not.toHaveBeenCalled();
    expect(sheet.style.transform).toBe('');
    drag(sheet, 160);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close a modal sheet or a desktop dialog', async () => {
    const onClose = vi.fn();
    await renderWithProviders(
      <Popup opened onClose={onClose} title="Must answer" modal>
        body
      </Popup>,
      390,
    );
    drag(sized(300), 290);
    expect(onClose).not.toHaveBeenCalled();
  });
});
