// Esc closes one thing at a time, in one priority order (community.md §2 "Esc closes panels in a
// fixed priority order"): an open dialog (every popup, the mini dictionary and the mobile menu are
// dialogs) first: Mantine closes it itself, and nothing else closes with it; then the selection
// tooltip; then the side panels (the top one). Each open thing registers a layer; one keydown listener closes the
// highest one (the latest among equals) and only it.
import { useEffect, useRef } from 'react';

export const ESC_PRIORITY = {
  selectionTooltip: 80,
  sidePanel: 40,
} as const;

interface Layer {
  priority: number;
  order: number;
  close(): void;
}

const layers = new Set<Layer>();
let counter = 0;

const dialogOpen = () =>
  document.querySelector('[role="dialog"][aria-modal="true"], [role="dialog"][data-modal="true"]') !== null;

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented || dialogOpen()) return;
  let top: Layer | null = null;
  for (const layer of layers) {
    if (!top || layer.priority > top.priority || (layer.priority === top.priority && layer.order > top.order)) top = layer;
  }
  if (!top) return;
  event.preventDefault();
  top.close();
}

function add(layer: Layer): () => void {
  if (layers.size === 0) window.addEventListener('keydown', onKeyDown);
  layers.add(layer);
  return () => {
    layers.delete(layer);
    if (layers.size === 0) window.removeEventListener('keydown', onKeyDown);
  };
}

/** While `active`, Esc calls `close` unless something of a higher priority is open. */
export function useEscapeLayer(priority: number, close: () => void, active = true): void {
  const ref = useRef(close);
  useEffect(() => {
    ref.current = close;
  });
  useEffect(() => {
    if (!active) return;
    return add({ priority, order: ++counter, close: () => ref.current() });
  }, [active, priority]);
}
