// Keyboard (issue 4): `/` focuses the search box, Esc closes the top panel. Keys typed into a field
// stay there, and Esc belongs to an open dialog (popup) first.
import { useEffect, useRef } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

const dialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"], [role="dialog"][data-modal="true"]') !== null;

export function useKeyboardShortcuts(handlers: { focusSearch(): void; closeTopPanel(): boolean }): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === '/' && !isTyping(event.target)) {
        event.preventDefault();
        ref.current.focusSearch();
      } else if (event.key === 'Escape' && !dialogOpen()) {
        if (ref.current.closeTopPanel()) event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
