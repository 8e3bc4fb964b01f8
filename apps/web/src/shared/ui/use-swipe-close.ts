// Mobile popups close when dragged down (community.md §9: half the popup's height, at least 50 px).
// The sheet follows the finger; let go short of the distance and it springs back. A drag that starts
// inside content scrolled away from its top scrolls that content instead.
import { useEffect } from 'react';
import { SHELL_UI } from './shell-constants';

/** How far a sheet of this height must be dragged down to close. */
export const swipeCloseDistance = (height: number) =>
  Math.max(SHELL_UI.swipeCloseMinPx, height * SHELL_UI.swipeCloseRatio);

/** Scrolled away from its top between the touch and the sheet: the finger scrolls, not drags. */
function scrolledWithin(target: EventTarget | null, sheet: HTMLElement): boolean {
  for (let node = target instanceof Element ? target : null; node && node !== sheet; node = node.parentElement) {
    if (node.scrollTop > 0) return true;
  }
  return sheet.scrollTop > 0;
}

/** `inside`: any element in the sheet; the sheet is its closest `sheetSelector`. */
export function useSwipeClose(inside: HTMLElement | null, sheetSelector: string, onClose: () => void, enabled: boolean) {
  useEffect(() => {
    const sheet = enabled ? inside?.closest<HTMLElement>(sheetSelector) : null;
    if (!sheet) return;
    let startY: number | null = null;
    let dy = 0;
    const onStart = (e: TouchEvent) => {
      if (e.touches.length !== 1 || scrolledWithin(e.target, sheet)) return;
      startY = e.touches[0]!.clientY;
      dy = 0;
      sheet.style.transition = 'none';
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      dy = Math.max(0, e.touches[0]!.clientY - startY);
      sheet.style.transform = dy > 0 ? `translateY(${dy}px)` : '';
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      sheet.style.transition = 'transform 150ms ease';
      if (dy > 0 && dy >= swipeCloseDistance(sheet.getBoundingClientRect().height)) onClose();
      else sheet.style.transform = '';
    };
    sheet.addEventListener('touchstart', onStart, { passive: true });
    sheet.addEventListener('touchmove', onMove, { passive: true });
    sheet.addEventListener('touchend', onEnd);
    sheet.addEventListener('touchcancel', onEnd);
    return () => {
      sheet.removeEventListener('touchstart', onStart);
      sheet.removeEventListener('touchmove', onMove);
      sheet.removeEventListener('touchend', onEnd);
      sheet.removeEventListener('touchcancel', onEnd);
      sheet.style.transform = '';
      sheet.style.transition = '';
    };
  }, [inside, sheetSelector, onClose, enabled]);
}
