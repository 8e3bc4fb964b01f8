// The shell's extras, one chunk loaded when the first page is shown (AppLayout): each part that is
// more than a few lines loads its own code when it is needed.
import { Suspense, lazy } from 'react';
import DictionaryOverlays from '../../features/dictionary/overlays/DictionaryOverlays';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { useLayout } from '../../shared/ui/breakpoints';
import { PageTransitions } from '../transitions/PageTransitions';
import { SidePanelSlot } from './SidePanelSlot';

// Mobile only, with its texts (the `shell` namespace).
const SmartBanner = lazy(() =>
  Promise.all([import('../banner/SmartBanner'), loadNamespaces(['shell'])]).then(([m]) => ({ default: m.SmartBanner })),
);

export default function ShellExtras() {
  const layout = useLayout();
  return (
    <>
      <DictionaryOverlays />
      <SidePanelSlot layout={layout} />
      <PageTransitions />
      {layout === 'mobile' && (
        <Suspense fallback={null}>
          <SmartBanner />
        </Suspense>
      )}
    </>
  );
}
