// The place of the side panels (shared/panels/side-panels.ts) over every page: a `?panel=` in the URL
// loads the host chunk, which opens the panel on desktop and goes to its page on mobile. The shell
// pays for this file only.
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import type { Layout } from '../../shared/ui/breakpoints';

const SidePanelHost = lazy(() => import('../panels/SidePanelHost'));

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
