// Keyboard (issue 4): `/` focuses the search box, Esc closes the top panel. Keys typed into a field
// stay there; Esc goes by the app's priority order (shared/ui/escape-layers: a popup, the selection
// tooltip ... before the side panels).
import { useEffect, useRef } from 'react';
import { ESC_PRIORITY, useEscapeLayer } from '../../../shared/ui/escape-layers';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

export function useKeyboardShortcuts(handlers: { focusSearch(): void; closeTopPanel(): boolean; panelOpen: boolean }): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEscapeLayer(ESC_PRIORITY.sidePanel, () => void ref.current.closeTopPanel(), handlers.panelOpen);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === '/' && !isTyping(event.target)) {
        event.preventDefault();
        ref.current.focusSearch();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
