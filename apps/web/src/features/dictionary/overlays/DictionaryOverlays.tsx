// What the dictionary puts above every page (mounted once by the app layout): the quick-translation
// tooltip for selected text and the mini dictionary. Only the selection listener is in the first
// load; the tooltip and the widget are fetched when first needed.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useMiniDictionary } from '../../../shared/dictionary/mini-dictionary';
import { useWordTooltip } from '../../../shared/dictionary/word-tooltip';
import { readSelection, type TextSelection } from './selection';

const SelectionTooltip = lazy(() => import('./SelectionTooltip'));
const MiniDictionary = lazy(() => import('./MiniDictionary'));

// Clicks in the tooltip, or in a popup opened from it (the star's folder question is a portal of its
// own, marked data-no-selection-tooltip), leave the tooltip and what it opened in place.
const KEEPS_TOOLTIP = '[data-selection-tooltip], [data-no-selection-tooltip]';

function useTextSelection(): [TextSelection | null, () => void] {
  const [selection, setSelection] = useState<TextSelection | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the mouse or keys finish selecting (not on every selectionchange while dragging).
    const check = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(KEEPS_TOOLTIP)) return;
      clearTimeout(timer);
      timer = setTimeout(() => setSelection(readSelection()), 10);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSelection(null);
      else if (event.shiftKey || event.key === 'Shift') check(event);
    };
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(KEEPS_TOOLTIP)) setSelection(null);
    };
    // A word someone asked about (openWordTooltip: caption words) opens the same tooltip.
    const unsubscribe = useWordTooltip.subscribe((s) => {
      if (s.request) setSelection(s.request);
    });
    document.addEventListener('mouseup', check);
    document.addEventListener('touchend', check);
    document.addEventListener('keyup', onKeyUp);
    document.addEventListener('mousedown', onMouseDown);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      document.removeEventListener('mouseup', check);
      document.removeEventListener('touchend', check);
      document.removeEventListener('keyup', onKeyUp);
      document.removeEventListener('mousedown', onMouseDown);
    };
  }, []);
  return [selection, () => setSelection(null)];
}

export default function DictionaryOverlays() {
  const [selection, clear] = useTextSelection();
  const miniOpened = useMiniDictionary((s) => s.opened);
  const [miniMounted, setMiniMounted] = useState(false);
  if (miniOpened && !miniMounted) setMiniMounted(true);

  return (
    <>
      {selection && (
        <Suspense fallback={null}>
          <SelectionTooltip selection={selection} onClose={clear} />
        </Suspense>
      )}
      {miniMounted && (
        <Suspense fallback={null}>
          <MiniDictionary />
        </Suspense>
      )}
    </>
  );
}
