// The place of the side panels (shared/panels/side-panels.ts) over every page: a `?panel=` in the URL
// loads the host chunk, which opens the panel on desktop and goes to its page on mobile. The shell
// pays for this file only.
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { loadNamespaces } from '../../shared/i18n/i18n';
import type { Layout } from '../../shared/ui/breakpoints';

// The host with its texts (the `shell` namespace).
const SidePanelHost = lazy(() =>
  Promise.all([import('../panels/SidePanelHost'), loadNamespaces(['shell'])]).then(([m]) => m),
);

export function SidePanelSlot({ layout }: { layout: Layout }) {
  const [params] = useSearchParams();
  const value = params.get('panel');
  if (!value) return null;
  return (
    <Suspense fallback={null}>
      <SidePanelHost value={value} layout={layout} />
    </Suspense>
  );
}
