// The shell's extras, one chunk loaded when the first page is shown (AppLayout): each part that is
// more than a few lines loads its own code when it is needed.
import DictionaryOverlays from '../../features/dictionary/overlays/DictionaryOverlays';
import { useLayout } from '../../shared/ui/breakpoints';
import { SmartBanner } from '../banner/SmartBanner';
import { PageTransitions } from '../transitions/PageTransitions';
import { SidePanelSlot } from './SidePanelSlot';

export default function ShellExtras() {
  const layout = useLayout();
  return (
    <>
      <DictionaryOverlays />
      <SidePanelSlot layout={layout} />
      <PageTransitions />
      {layout === 'mobile' && <SmartBanner />}
    </>
  );
}
